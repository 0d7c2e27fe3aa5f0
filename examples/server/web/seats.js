// The seats this browser holds: each game's seat tokens and creator key,
// kept in localStorage, and the restore link that carries them to another
// browser in the address's fragment, which is never sent to the server.

import { t, tn, lang } from "./i18n.js";

const key = "kanban-games";

export function myGames() {
  try {
    const g = JSON.parse(localStorage.getItem(key) || "[]");
    return Array.isArray(g) ? g.filter(x => x && typeof x.id === "string") : [];
  } catch { return []; }
}

export function saveGames(games) {
  const seen = new Set();
  const out = games.filter(g => {
    const k = `${g.id} ${g.token || ""} ${g.creator || ""}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  localStorage.setItem(key, JSON.stringify(out));
}

// creatorKey returns this browser's creator key of a game, or "".
export function creatorKey(id) {
  const g = myGames().find(g => g.id === id && g.creator);
  return g ? g.creator : "";
}

function encode(s) { return btoa(unescape(encodeURIComponent(s))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""); }
function decode(s) { return decodeURIComponent(escape(atob(s.replace(/-/g, "+").replace(/_/g, "/")))); }

// restoreLink is the lobby's address with every seat of this browser.
export function restoreLink(href) {
  const u = new URL("/", href);
  u.hash = `restore=${encode(JSON.stringify(myGames()))}`;
  return u.href;
}

// readRestore returns the seats of the restore link in the address that
// this browser does not hold yet, each a game's ID with a seat's colour
// and token, or with its creator's key; and takes the link out of the
// address bar. Nothing is added: whoever made the link may not be the
// reader (addRestored, once the reader agrees).
export function readRestore() {
  const p = new URLSearchParams(location.hash.slice(1));
  const r = p.get("restore");
  if (r === null) return [];
  history.replaceState(null, "", location.pathname);
  let got = [];
  try { got = JSON.parse(decode(r)); } catch { got = []; }
  if (!Array.isArray(got)) return [];
  const str = x => typeof x === "string" && x.length > 0 && x.length <= 200;
  const held = new Set(myGames().map(g => `${g.id} ${g.token || ""} ${g.creator || ""}`));
  const out = [];
  for (const g of got) {
    if (!g || !str(g.id) || !/^[0-9a-f]{16}$/.test(g.id)) continue;
    const seat = { id: g.id, created: str(g.created) ? g.created : new Date().toISOString() };
    if (str(g.token) && str(g.color)) Object.assign(seat, { color: g.color, token: g.token });
    else if (str(g.creator)) seat.creator = g.creator;
    else continue;
    const k = `${seat.id} ${seat.token || ""} ${seat.creator || ""}`;
    if (held.has(k)) continue;
    held.add(k);
    out.push(seat);
  }
  return out;
}

// addRestored adds seats read from a restore link to this browser's.
export function addRestored(seats) {
  saveGames([...myGames(), ...seats]);
}

// botText says who plays a seat, as the API's seats tell it: "human",
// "greedy", "ismcts, 300 iterations", "learned, 100ms a decision".
export function botText(seat, asBot) {
  const kind = asBot && seat.kind !== "human" ? botName(seat.kind) : kindName(seat.kind);
  if (seat.decision_time) return t("{0}, {1} a decision", kind, seat.decision_time);
  if (seat.iterations) return tn(seat.iterations, "{1}, {0} iteration", "{1}, {0} iterations", kind);
  return kind;
}

// kindName names who plays a seat: a person or a kind of bot.
export function kindName(kind) {
  return { human: t("human"), random: t("random"), greedy: t("greedy"), ismcts: "ismcts", learned: t("learned"), neural: t("neural") }[kind] ?? kind;
}

// botName names a kind of bot as a bot: "random bot".
export function botName(kind) {
  return { random: t("random bot"), greedy: t("greedy bot"), ismcts: t("ismcts bot"), learned: t("learned bot"), neural: t("neural bot") }[kind] ?? t("{0} bot", kind);
}

// gameName names a game for people, by when it was created: "the game of
// 5 Dec, 14:02"; its ID stays in the address.
export function gameName(created) {
  const d = new Date(created);
  if (!created || isNaN(d)) return t("this game");
  return t("the game of {0}", d.toLocaleString(lang === "en" ? "en-GB" : lang, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }));
}
