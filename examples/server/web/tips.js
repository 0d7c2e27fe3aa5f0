// Tooltips: every element with a data-tip (each place on the board, and
// some of the board's texts) says what it is and what it does, in a box
// beside it, on hover with a mouse and on a long press with a finger. A
// long press shows the tip without choosing the place; a tap still
// chooses it. Escape or a tap elsewhere hides the tip.

const hoverDelay = 250; // ms before a tip shows under a resting mouse
const pressDelay = 450; // ms a finger rests before a tip shows

let box = null;
let shownFor = null;
let timer = null;
let pressed = null; // the element a finger rests on, and where
let swallowClick = false;

function tipBox() {
  if (!box) {
    box = document.createElement("div");
    box.id = "tip";
    box.className = "tip";
    box.setAttribute("role", "tooltip");
    box.hidden = true;
    document.body.append(box);
  }
  return box;
}

// show puts el's tip beside it, inside the viewport.
function show(el) {
  const b = tipBox();
  b.textContent = el.dataset.tip;
  b.hidden = false;
  shownFor = el;
  const r = el.getBoundingClientRect();
  const w = b.offsetWidth, h = b.offsetHeight;
  const vw = document.documentElement.clientWidth, vh = document.documentElement.clientHeight;
  let x = Math.min(Math.max(4, r.left + r.width / 2 - w / 2), vw - w - 4);
  let y = r.bottom + 6;
  if (y + h > vh - 4) y = Math.max(4, r.top - h - 6);
  b.style.left = `${x + window.scrollX}px`;
  b.style.top = `${y + window.scrollY}px`;
}

export function hideTip() {
  clearTimeout(timer);
  if (box) box.hidden = true;
  shownFor = null;
}

// setUpTips listens on the whole page, so that tips work on whatever the
// page draws, now or later.
export function setUpTips() {
  document.addEventListener("pointerover", e => {
    if (e.pointerType !== "mouse") return;
    const el = e.target.closest?.("[data-tip]");
    if (!el || el === shownFor) return;
    clearTimeout(timer);
    timer = setTimeout(() => show(el), hoverDelay);
  });
  document.addEventListener("pointerout", e => {
    if (e.pointerType !== "mouse") return;
    const el = e.target.closest?.("[data-tip]");
    if (el && !el.contains(e.relatedTarget)) hideTip();
  });
  document.addEventListener("pointerdown", e => {
    if (e.pointerType === "mouse") return;
    const el = e.target.closest?.("[data-tip]");
    if (!el) { hideTip(); return; }
    pressed = { el, x: e.clientX, y: e.clientY };
    clearTimeout(timer);
    timer = setTimeout(() => { show(el); swallowClick = true; }, pressDelay);
  });
  const release = e => {
    if (!pressed) return;
    if (e.type === "pointermove" && Math.hypot(e.clientX - pressed.x, e.clientY - pressed.y) < 10) return;
    pressed = null;
    if (!swallowClick) clearTimeout(timer);
  };
  document.addEventListener("pointermove", release);
  document.addEventListener("pointerup", release);
  document.addEventListener("pointercancel", release);
  // The click that ends a long press only showed the tip.
  document.addEventListener("click", e => {
    if (!swallowClick) return;
    swallowClick = false;
    e.preventDefault();
    e.stopPropagation();
  }, true);
  document.addEventListener("contextmenu", e => { if (e.target.closest?.("[data-tip]")) e.preventDefault(); });
  document.addEventListener("keydown", e => { if (e.key === "Escape") hideTip(); });
  // A place that has the keyboard's focus shows its tip too.
  document.addEventListener("focusin", e => { const el = e.target.closest?.("[data-tip]"); if (el) show(el); });
  document.addEventListener("focusout", () => hideTip());
  window.addEventListener("scroll", () => { if (!pressed) hideTip(); }, { passive: true });
}
