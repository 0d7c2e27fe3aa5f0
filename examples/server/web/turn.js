// Telling a player their turn has come: the tab's title, and, when they
// ask for them with the header's buttons, a browser notification and a
// short sound while the tab is hidden. Nothing is asked on load: the
// browser's permission prompt comes only from a click.
import { h } from "./board.js";
import { t } from "./i18n.js";

const prefs = "kanban-alerts";

function load() {
  try { return JSON.parse(localStorage.getItem(prefs) || "{}") || {}; } catch { return {}; }
}

function save(p) { localStorage.setItem(prefs, JSON.stringify(p)); }

// title is the tab's title for a state: what is asked when it is the
// seat's turn, the result when the game is over.
export function title(st, winner) {
  if (st.over) return t("Game over: {0} · Kanban EV", winner);
  if (st.your_turn) return t("▶ Your turn: {0} · Kanban EV", st.next_ask);
  return t("Kanban EV · game {0}", st.game);
}

let wasMine = null;

// turnCame tells the player their turn has come, if it has just come
// (not at the page's first state) and the tab is hidden, by the alerts
// they asked for.
export function turnCame(st) {
  const mine = !!st.your_turn;
  const came = wasMine === false && mine;
  wasMine = mine;
  if (!came || document.visibilityState !== "hidden") return;
  const p = load();
  if (p.notify && "Notification" in window && Notification.permission === "granted") {
    const n = new Notification(t("Kanban EV: your turn"), { body: st.next_ask, tag: `kanban-${st.game}` });
    n.onclick = () => { window.focus(); n.close(); };
  }
  if (p.sound) chime();
}

// chime plays two short notes, made by the page, with no sound file.
function chime() {
  try {
    const ctx = new AudioContext();
    [660, 880].forEach((f, i) => {
      const o = ctx.createOscillator(), g = ctx.createGain();
      o.frequency.value = f;
      g.gain.setValueAtTime(0.15, ctx.currentTime + i * 0.18);
      g.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + i * 0.18 + 0.16);
      o.connect(g).connect(ctx.destination);
      o.start(ctx.currentTime + i * 0.18);
      o.stop(ctx.currentTime + i * 0.18 + 0.17);
    });
    setTimeout(() => ctx.close(), 600);
  } catch { /* no audio here */ }
}

// alertButtons are the header's switches for the notification and the
// sound; each says what it does and whether it is on.
export function alertButtons() {
  const notify = h("button", { type: "button", class: "small", id: "notify" });
  const sound = h("button", { type: "button", class: "small", id: "sound" });
  const show = () => {
    const p = load();
    const can = "Notification" in window;
    const denied = can && Notification.permission === "denied";
    notify.hidden = !can;
    notify.textContent = p.notify && !denied ? t("notify me: on") : denied ? t("notifications blocked") : t("notify me when it's my turn");
    notify.setAttribute("aria-pressed", String(!!p.notify && !denied));
    notify.disabled = denied;
    sound.textContent = p.sound ? t("sound: on") : t("sound: off");
    sound.setAttribute("aria-pressed", String(!!p.sound));
  };
  notify.addEventListener("click", async () => {
    const p = load();
    if (p.notify) { p.notify = false; save(p); show(); return; }
    const answer = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
    p.notify = answer === "granted";
    save(p);
    show();
  });
  sound.addEventListener("click", () => {
    const p = load();
    p.sound = !p.sound;
    save(p);
    if (p.sound) chime();
    show();
  });
  show();
  return [notify, sound];
}
