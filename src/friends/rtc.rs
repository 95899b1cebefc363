//! One WebRTC connection between two devices of a table ([`Link`]): a peer connection with
//! one data channel, its offer or answer taken once ICE gathering is complete (no trickle
//! ICE: the whole description travels in one code), and its events as Rust callbacks.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState,
    RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
    RtcSessionDescriptionInit,
};

/// How long ICE gathering may take before the description is taken with the candidates
/// found so far, in milliseconds: host candidates come at once, a STUN server's answer in
/// well under a second on a working network.
const GATHERING_MS: i32 = 4000;

/// What a link tells its owner.
pub(crate) enum LinkEvent {
    /// The data channel is open.
    Open,
    /// A message came.
    Message(String),
    /// The connection is gone (closed, or failed: no route between the devices).
    Closed {
        /// Whether it never opened.
        failed: bool,
    },
}

type Handler = Rc<RefCell<Option<Box<dyn FnMut(LinkEvent)>>>>;

/// An event listener: its target, its event, its function.
type Listener = (
    web_sys::EventTarget,
    &'static str,
    Closure<dyn FnMut(JsValue)>,
);

/// A peer connection and its one data channel (negotiated, id 0, ordered and reliable).
/// Dropping it closes the connection.
pub(crate) struct Link {
    pc: RtcPeerConnection,
    channel: RtcDataChannel,
    handler: Handler,
    /// The event listeners (their target and event), removed when the link goes.
    listeners: Vec<Listener>,
}

impl std::fmt::Debug for Link {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Link")
    }
}

impl Link {
    /// A new connection, reaching the other device by the devices' own addresses only, or
    /// with the addresses a STUN server (`stun:host:port`) sees too.
    pub(crate) fn new(stun: Option<&str>) -> Result<Link, JsValue> {
        let config = RtcConfiguration::new();
        let servers = js_sys::Array::new();
        if let Some(url) = stun {
            let server = RtcIceServer::new();
            server.set_urls(&JsValue::from_str(url));
            servers.push(&server);
        }
        config.set_ice_servers(&servers);
        let pc = RtcPeerConnection::new_with_configuration(&config)?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        let channel = pc.create_data_channel_with_data_channel_dict("bower", &init);
        let handler: Handler = Rc::new(RefCell::new(None));
        let emit = {
            let handler = handler.clone();
            move |event: LinkEvent| {
                // Taken out while it runs: a handler may drop its own link.
                let taken = handler.borrow_mut().take();
                if let Some(mut f) = taken {
                    f(event);
                    let mut slot = handler.borrow_mut();
                    if slot.is_none() {
                        *slot = Some(f);
                    }
                }
            }
        };
        let emit = Rc::new(emit);
        let mut listeners = Vec::new();
        let on = |emit: Rc<dyn Fn(LinkEvent)>, make: fn(&JsValue) -> Option<LinkEvent>| {
            Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
                if let Some(event) = make(&e) {
                    emit(event);
                }
            })
        };
        let mut listen = |target: &web_sys::EventTarget, event, f: Closure<dyn FnMut(JsValue)>| {
            let _ = target.add_event_listener_with_callback(event, f.as_ref().unchecked_ref());
            listeners.push((target.clone(), event, f));
        };
        listen(
            &channel,
            "open",
            on(emit.clone(), |_| Some(LinkEvent::Open)),
        );
        let message = on(emit.clone(), |e| {
            let text = e.dyn_ref::<MessageEvent>()?.data().as_string()?;
            Some(LinkEvent::Message(text))
        });
        listen(&channel, "message", message);
        let closed = on(emit.clone(), |_| Some(LinkEvent::Closed { failed: false }));
        listen(&channel, "close", closed);
        // A connection that fails (no route) or is closed by the other side's page going.
        let state = {
            let pc = pc.clone();
            let channel = channel.clone();
            let emit = emit.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
                let opened = channel.ready_state() != RtcDataChannelState::Connecting;
                match pc.connection_state() {
                    RtcPeerConnectionState::Failed => emit(LinkEvent::Closed { failed: !opened }),
                    RtcPeerConnectionState::Disconnected | RtcPeerConnectionState::Closed
                        if opened =>
                    {
                        emit(LinkEvent::Closed { failed: false })
                    }
                    _ => {}
                }
            })
        };
        listen(&pc, "connectionstatechange", state);
        Ok(Link {
            pc,
            channel,
            handler,
            listeners,
        })
    }

    /// Sets what the link's events go to.
    pub(crate) fn on_event(&self, f: impl FnMut(LinkEvent) + 'static) {
        *self.handler.borrow_mut() = Some(Box::new(f));
    }

    /// The host's side: its offer, once its candidates are gathered.
    pub(crate) async fn offer(&self) -> Result<String, JsValue> {
        let offer = JsFuture::from(self.pc.create_offer()).await?;
        let offer: RtcSessionDescriptionInit = offer.unchecked_into();
        JsFuture::from(self.pc.set_local_description(&offer)).await?;
        self.gathered().await
    }

    /// The guest's side: its answer to the host's `offer`, once its candidates are gathered.
    pub(crate) async fn answer(&self, offer: &str) -> Result<String, JsValue> {
        let remote = RtcSessionDescriptionInit::new(RtcSdpType::Offer);
        remote.set_sdp(offer);
        JsFuture::from(self.pc.set_remote_description(&remote)).await?;
        let answer = JsFuture::from(self.pc.create_answer()).await?;
        let answer: RtcSessionDescriptionInit = answer.unchecked_into();
        JsFuture::from(self.pc.set_local_description(&answer)).await?;
        self.gathered().await
    }

    /// The host's side: the guest's answer; the channel opens once the devices reach each
    /// other. The answer is handed over at once; the future holds nothing of the link.
    pub(crate) fn accept(
        &self,
        answer: &str,
    ) -> impl std::future::Future<Output = Result<(), JsValue>> + 'static {
        let remote = RtcSessionDescriptionInit::new(RtcSdpType::Answer);
        remote.set_sdp(answer);
        let set = JsFuture::from(self.pc.set_remote_description(&remote));
        async move { set.await.map(|_| ()) }
    }

    /// Sends a message, if the channel is open.
    pub(crate) fn send(&self, text: &str) -> bool {
        self.channel.ready_state() == RtcDataChannelState::Open
            && self.channel.send_with_str(text).is_ok()
    }

    /// The local description once ICE gathering is complete, or after [`GATHERING_MS`].
    async fn gathered(&self) -> Result<String, JsValue> {
        if self.pc.ice_gathering_state() != RtcIceGatheringState::Complete {
            let pc = self.pc.clone();
            let mut listener = None;
            let done = js_sys::Promise::new(&mut |resolve, _| {
                let on_change = {
                    let pc = pc.clone();
                    let resolve = resolve.clone();
                    Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
                        if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
                            let _ = resolve.call0(&JsValue::NULL);
                        }
                    })
                };
                let _ = pc.add_event_listener_with_callback(
                    "icegatheringstatechange",
                    on_change.as_ref().unchecked_ref(),
                );
                let _ = web_sys::window().map(|w| {
                    w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, GATHERING_MS)
                });
                listener = Some(on_change);
            });
            JsFuture::from(done).await?;
            if let Some(on_change) = listener {
                let _ = self.pc.remove_event_listener_with_callback(
                    "icegatheringstatechange",
                    on_change.as_ref().unchecked_ref(),
                );
            }
        }
        self.pc
            .local_description()
            .map(|d| d.sdp())
            .ok_or_else(|| JsValue::from_str("no local description"))
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        for (target, event, f) in &self.listeners {
            let _ = target.remove_event_listener_with_callback(event, f.as_ref().unchecked_ref());
        }
        self.channel.close();
        self.pc.close();
    }
}
