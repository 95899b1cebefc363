// The `game=` parameter of a seed's link, as the app writes it (euchre_ai::challenge::Setup,
// the four bytes a challenge writes for its rules and level): URL-safe base64 of the rules'
// flags (`Rules::code`'s low 16 bits, big-endian), the points to win and the level's place
// among Easy, Normal, Hard, Expert. tests/e2e/links.test.mjs checks it against the address
// the app writes.

/** The rules' flags in `Rules::code`'s order (bit 7 is three players, 11 and 12 the deck). */
const FLAGS = [
  'stick_the_dealer',
  'euchred_loner_pays_4',
  'defend_alone',
  'no_trump',
  'loner_left_leads',
  'must_hold_trump',
  'misdeal_nines_tens',
  null,
  'canadian_loner',
  'going_under',
  'call_for_best',
];
const LEVELS = ['Easy', 'Normal', 'Hard', 'Expert'];

/** The `game=` value naming `rules` (as the settings save them: missing fields standard) and
 * `level`: `gameParam({}, 'Normal')` is `AAAKAQ`, the standard game with Normal players. */
export function gameParam(rules = {}, level = 'Normal') {
  let flags = 0;
  FLAGS.forEach((name, bit) => {
    if (name && rules[name]) flags |= 1 << bit;
  });
  if (rules.players === 3) flags |= 1 << 7;
  if (rules.deck === 'Joker') flags |= 1 << 11;
  if (rules.deck === 'ThirtyTwo') flags |= 1 << 12;
  const bytes = [flags >> 8, flags & 255, rules.points_to_win ?? 10, LEVELS.indexOf(level)];
  return Buffer.from(bytes).toString('base64url');
}
