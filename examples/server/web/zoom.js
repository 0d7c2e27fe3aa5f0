// The board's frame: the board zooms and pans inside it, by its buttons
// (−, +, fit the width), by pinching with two fingers, and by scrolling, so that on
// a phone the page itself never grows wider than the screen.
import { h } from "./board.js";
import { t } from "./i18n.js";

const min = 0.3, max = 3;

// zoomable makes a frame of the element whose id is given and returns
// the frame's buttons. The board's width is its zoom times its base: the
// frame's width on a large screen, a fixed width on a phone (app.css),
// at which every place is a finger's target. onZoom is called after each
// change.
export function zoomable(id, onZoom) {
  const board = document.getElementById(id);
  const frame = board.parentElement;
  let zoom = 1;
  const out = h("output", { class: "zoom-level", "aria-live": "polite", text: "100%" });
  const set = (z, cx, cy) => {
    z = Math.min(max, Math.max(min, Math.round(z * 100) / 100));
    if (z === zoom) return;
    // The point under the fingers (or the frame's middle) stays put.
    const x = cx ?? frame.clientWidth / 2, y = cy ?? frame.clientHeight / 2;
    const fx = (frame.scrollLeft + x) / zoom, fy = (frame.scrollTop + y) / zoom;
    zoom = z;
    board.style.setProperty("--zoom", String(z));
    frame.scrollLeft = fx * z - x;
    frame.scrollTop = fy * z - y;
    out.textContent = `${Math.round(z * 100)}%`;
    onZoom?.();
  };
  const button = (text, label, f) => {
    const b = h("button", { type: "button", class: "small", "aria-label": label, text });
    b.addEventListener("click", f);
    return b;
  };

  // Pinch: two pointers on the frame scale the board by the change of
  // their distance; one pointer pans as a scroll does.
  const pointers = new Map();
  let start = null;
  frame.addEventListener("pointerdown", e => {
    if (e.pointerType !== "touch") return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 2) start = { d: distance(), zoom };
  });
  frame.addEventListener("pointermove", e => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 2 && start) {
      const [a, b] = [...pointers.values()];
      const r = frame.getBoundingClientRect();
      set(start.zoom * distance() / start.d, (a.x + b.x) / 2 - r.left, (a.y + b.y) / 2 - r.top);
    }
  });
  const up = e => { pointers.delete(e.pointerId); if (pointers.size < 2) start = null; };
  frame.addEventListener("pointerup", up);
  frame.addEventListener("pointercancel", up);
  function distance() {
    const [a, b] = [...pointers.values()];
    return Math.hypot(a.x - b.x, a.y - b.y) || 1;
  }

  return h("div", { class: "zoom", role: "group", "aria-label": t("zoom the board") },
    button("−", t("zoom out"), () => set(zoom / 1.25)),
    out,
    button("+", t("zoom in"), () => set(zoom * 1.25)),
    button(t("fit"), t("fit the board to the frame's width"), () => set(zoom * frame.clientWidth / board.offsetWidth)));
}
