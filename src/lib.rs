//! Bower app (placeholder until the app lands).
