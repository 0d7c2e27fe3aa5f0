// The game's clock on the page: each person's time, counting down for the
// one deciding, from the state's clock (its times in the server's
// milliseconds, corrected by the difference between the server's clock
// and this browser's when the state was read).
import { h, colorName } from "./board.js";
import { t } from "./i18n.js";

let clock = null, skew = 0, ticking = null;

// clockText writes milliseconds as m:ss, or h:mm:ss, never below 0:00.
export function clockText(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const hh = Math.floor(s / 3600), mm = Math.floor(s / 60) % 60, ss = s % 60;
  const two = n => String(n).padStart(2, "0");
  return hh ? `${hh}:${two(mm)}:${two(ss)}` : `${mm}:${two(ss)}`;
}

// left is a seat's time left now, in milliseconds: null for one not timed.
function left(color) {
  if (!clock) return null;
  const now = Date.now() + skew;
  if (clock.running === color) return clock.deadline_ms - now;
  if (clock.left_ms && color in clock.left_ms) return clock.left_ms[color];
  return null;
}

// controlText says what the game's time control is.
export function controlText(tc) {
  const d = s => s.replace(/(\d)h0m0s$/, "$1h").replace(/(\d)m0s$/, "$1m");
  const then = tc.on_timeout === "hand_over" ? t("the seat goes to a bot") : t("a bot plays that decision");
  return tc.per_decision ? t("Clock: {0} a decision; out of time, {1}.", d(tc.per_decision), then) :
    tc.increment ? t("Clock: {0} a player + {1} a decision; out of time, {2}.", d(tc.per_game), d(tc.increment), then) :
      t("Clock: {0} a player; out of time, {1}.", d(tc.per_game), then);
}

// draw writes every clock element's time: [data-clock=COLOR].
function draw() {
  for (const e of document.querySelectorAll("[data-clock]")) {
    const ms = left(e.dataset.clock);
    const running = clock && clock.running === e.dataset.clock;
    if (ms === null && !running) { e.textContent = ""; continue; }
    e.textContent = clockText(ms ?? 0);
    e.classList.toggle("running", !!running);
    e.classList.toggle("low", running && ms < 10000);
  }
}

// setClock takes a state's clock and keeps the page's clocks running.
export function setClock(c) {
  clock = c || null;
  if (clock) skew = clock.now_ms - Date.now();
  clearInterval(ticking);
  ticking = clock && clock.running !== "none" ? setInterval(draw, 250) : null;
  draw();
}

// clockOf is the element that shows a seat's clock.
export function clockOf(color) {
  return h("span", { class: "clock", "data-clock": color, "aria-label": t("{0}'s time", colorName(color)) });
}
