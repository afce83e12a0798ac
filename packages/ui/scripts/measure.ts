/**
 * Measurements the browser check makes in the real page (never in jsdom), beyond axe:
 * - target sizes: every control at least 24 × 24 px, and at the phone width at least 44 × 44 px
 *   for icon buttons (carousel arrows, move, delete, help, menu) and switches;
 * - non-text contrast: the boundary of every form control (input, text area, select, switch,
 *   radio, checkbox, plan card) at least 3:1 against what surrounds it;
 * - focus indicators: for each element reached with Tab, an outline or ring of at least 3:1;
 * - overflow: nothing sticks out sideways at 320 px wide or at 200 % text.
 * The functions below run inside the page (`page.evaluate`), so they use only DOM APIs and
 * must not refer to anything outside their own body.
 */

export interface Finding {
  kind: "target" | "contrast" | "focus" | "overflow";
  message: string;
}

export interface Measured {
  targets: number;
  contrastPairs: number;
  findings: Finding[];
}

/** Runs in the page: target sizes and control boundaries. */
export function measureControls(phone: boolean): Measured {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (match === null) return null;
    const parts = (match[1] ?? "").split(/[\s,/]+/).filter((part) => part !== "");
    const [r, g, b] = parts.slice(0, 3).map(Number) as [number, number, number];
    const a = parts[3] === undefined ? 1 : Number(parts[3]);
    return [r, g, b, a];
  };
  const blend = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [
      top[0] * a + bottom[0] * (1 - a),
      top[1] * a + bottom[1] * (1 - a),
      top[2] * a + bottom[2] * (1 - a),
      1,
    ];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  /** The opaque colour behind `element` (its ancestors' backgrounds, blended). */
  const backgroundBehind = (element: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = element; node !== null; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour !== null && colour[3] > 0) {
        layers.push(colour);
        if (colour[3] >= 1) break;
      }
    }
    let result: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) result = blend(layer, result);
    return result;
  };
  const describe = (element: Element) => {
    const label = element.getAttribute("aria-label") ?? element.textContent.trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${label === "" ? "" : ` "${label}"`}`;
  };
  /**
   * The part of `element` nobody can see is cut away: what is left inside every ancestor that
   * clips its overflow (a bot-only field parked in a 1 px box far off-screen has nothing left).
   */
  const shownSize = (element: Element) => {
    const rect = element.getBoundingClientRect();
    let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
    for (let node = element.parentElement; node !== null; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return { width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
  };
  const visible = (element: Element) => {
    if (element.closest("[inert], [aria-hidden='true'], [hidden]") !== null) return false;
    const style = getComputedStyle(element);
    if (style.visibility === "hidden" || style.display === "none") return false;
    const shown = shownSize(element);
    return shown.width > 0 && shown.height > 0;
  };

  const findings: Finding[] = [];
  let targets = 0;
  let contrastPairs = 0;

  // Targets. A visually hidden input (switch, radio, checkbox) is operated through its label.
  const interactive = document.querySelectorAll<HTMLElement>(
    "button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=switch], [role=tab], [role=menuitem], [role=radio], [role=checkbox]",
  );
  for (const element of interactive) {
    let target: Element = element;
    let rect = element.getBoundingClientRect();
    const checkable =
      element instanceof HTMLInputElement &&
      (element.type === "checkbox" || element.type === "radio");
    if (rect.width <= 2 || rect.height <= 2 || (checkable && element.closest("label") !== null)) {
      const label = element.closest("label");
      if (label === null) continue;
      target = label;
      rect = label.getBoundingClientRect();
    }
    if (!visible(target)) continue;
    // Links inside running text are exempt (WCAG 2.5.8 "inline").
    if (element.tagName === "A" && element.closest("p, li") !== null) continue;
    targets += 1;
    const small = Math.min(rect.width, rect.height);
    const isSwitch = target.closest("[data-scope=switch]") !== null;
    const iconOnly =
      (element.tagName === "BUTTON" || element.getAttribute("role") === "button") &&
      element.textContent.trim() === "" &&
      element.querySelector("svg") !== null;
    const isRange = element instanceof HTMLInputElement && element.type === "range";
    const isSwitchRow = isSwitch;
    if (small < 24 - 0.5 && !isRange) {
      findings.push({
        kind: "target",
        message: `${describe(element)} is ${rect.width.toFixed(0)}×${rect.height.toFixed(0)} px (< 24)`,
      });
    } else if (phone && (iconOnly || isSwitchRow) && small < 44 - 0.5) {
      findings.push({
        kind: "target",
        message: `${describe(element)} is ${rect.width.toFixed(0)}×${rect.height.toFixed(0)} px at 375 px (< 44)`,
      });
    }
  }

  // Control boundaries: the border (or, without one, the fill) against the surroundings.
  const boundaries = new Set<Element>();
  for (const field of document.querySelectorAll(
    "input:not([type=hidden]):not([type=range]), textarea, select",
  )) {
    const shown = shownSize(field);
    if (shown.width > 2 && shown.height > 2) boundaries.add(field);
  }
  for (const control of document.querySelectorAll(
    "[data-scope=switch][data-part=control], [data-scope=radio-group][data-part=item-control], [data-scope=checkbox][data-part=control], [data-scope=radio-card][data-part=item]",
  )) {
    boundaries.add(control);
  }
  for (const control of boundaries) {
    // The drawn part of a switch or radio is aria-hidden (its input carries the semantics).
    if (control.closest("[inert], [hidden]") !== null) continue;
    const box = control.getBoundingClientRect();
    const shown = getComputedStyle(control);
    if (box.width === 0 || box.height === 0 || shown.visibility === "hidden") continue;
    const style = getComputedStyle(control);
    const around = backgroundBehind(control.parentElement);
    const border = parse(style.borderTopColor);
    const fill = parse(style.backgroundColor);
    const borderWidth = Number.parseFloat(style.borderTopWidth);
    const candidates: number[] = [];
    if (border !== null && border[3] > 0 && borderWidth >= 1) {
      candidates.push(ratio(blend(border, around), around));
    }
    if (fill !== null && fill[3] > 0) candidates.push(ratio(blend(fill, around), around));
    contrastPairs += 1;
    const best = Math.max(0, ...candidates);
    if (best < 3) {
      findings.push({
        kind: "contrast",
        message: `boundary of ${describe(control)} is ${best.toFixed(2)}:1 (< 3:1)`,
      });
    }
  }
  return { targets, contrastPairs, findings };
}

/** Runs in the page on the focused element: its focus indicator's contrast. */
export function measureFocus(): { measured: boolean; finding: Finding | null } {
  type Rgba = [number, number, number, number];
  const element = document.activeElement;
  if (element === null || element === document.body || element.tagName === "IFRAME") {
    return { measured: false, finding: null };
  }
  // A dialog whose controls are all disabled (busy) keeps the focus on itself, outside the Tab
  // order (tabindex -1): that is the focus trap's fallback, not a control with an indicator.
  if (
    element instanceof HTMLElement &&
    element.tabIndex < 0 &&
    element.matches("[role=dialog], [role=alertdialog]")
  ) {
    return { measured: false, finding: null };
  }
  // Tab past the last stop leaves the page: `activeElement` still names the last element, but
  // it no longer has the focus (nothing to measure). A toast that times out while it has the
  // focus is leaving (closed, fading out) or already gone: it is no longer a stop either.
  if (
    !element.matches(":focus") ||
    !element.isConnected ||
    element.getClientRects().length === 0 ||
    element.closest("[data-state=closed]") !== null
  ) {
    return { measured: false, finding: null };
  }
  const parse = (value: string): Rgba | null => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (match === null) return null;
    const parts = (match[1] ?? "").split(/[\s,/]+/).filter((part) => part !== "");
    const [r, g, b] = parts.slice(0, 3).map(Number) as [number, number, number];
    return [r, g, b, parts[3] === undefined ? 1 : Number(parts[3])];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const around = (() => {
    for (let node = element.parentElement; node !== null; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour !== null && colour[3] >= 1) return colour;
    }
    return [255, 255, 255, 1] as Rgba;
  })();
  const name = element.getAttribute("aria-label") ?? element.textContent.trim().slice(0, 40);
  // The indicator may sit on the element or, for hidden inputs, on its visible control.
  const candidates: Element[] = [element];
  const label = element.closest("label");
  if (label !== null) {
    candidates.push(label, ...label.querySelectorAll("[data-part=control], [data-part=item]"));
  }
  let best = 0;
  for (const candidate of candidates) {
    const style = getComputedStyle(candidate);
    if (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1) {
      const colour = parse(style.outlineColor);
      if (colour !== null && colour[3] > 0) best = Math.max(best, ratio(colour, around));
    }
    if (style.boxShadow !== "none") {
      for (const match of style.boxShadow.matchAll(/rgba?\([^)]+\)/g)) {
        const colour = parse(match[0]);
        if (colour !== null && colour[3] >= 0.9) best = Math.max(best, ratio(colour, around));
      }
    }
  }
  if (best >= 3) return { measured: true, finding: null };
  return {
    measured: true,
    finding: {
      kind: "focus",
      message: `focus indicator of ${element.tagName.toLowerCase()} "${name}" is ${best.toFixed(2)}:1 (< 3:1 or none)`,
    },
  };
}

/** Runs in the page: elements that stick out sideways without a scrolling ancestor. */
export function measureOverflow(label: string): Finding[] {
  const width = document.documentElement.clientWidth;
  const findings: Finding[] = [];
  if (document.documentElement.scrollWidth > width + 1) {
    findings.push({
      kind: "overflow",
      message: `${label}: the page scrolls sideways (${document.documentElement.scrollWidth} > ${width} px)`,
    });
  }
  // A dialog or drawer must reflow too: a part of it that scrolls sideways (the drawer's body at
  // 200 % text) hides content just as the page would, even though the page itself does not move.
  for (const dialog of document.querySelectorAll("[role=dialog], [role=alertdialog]")) {
    for (const part of [dialog, ...dialog.querySelectorAll("*")]) {
      const overflow = getComputedStyle(part).overflowX;
      if (overflow !== "auto" && overflow !== "scroll") continue;
      if (part.scrollWidth <= part.clientWidth + 1) continue;
      // A data table's own scroll area (the access table): WCAG 1.4.10 exempts content that
      // needs two dimensions, as long as only the table scrolls and it holds a real table.
      if (part.hasAttribute("data-table-scroll") && part.querySelector("table") !== null) continue;
      findings.push({
        kind: "overflow",
        message: `${label}: <${part.tagName.toLowerCase()}> in the dialog "${(dialog.getAttribute("aria-label") ?? dialog.textContent).trim().slice(0, 30)}" scrolls sideways (${part.scrollWidth} > ${part.clientWidth} px)`,
      });
    }
  }
  for (const element of document.body.querySelectorAll("*")) {
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue;
    if (rect.right <= width + 1 && rect.left >= -1) continue;
    const style = getComputedStyle(element);
    if (style.visibility === "hidden" || style.position === "fixed") continue;
    let clipped = false;
    for (let node = element.parentElement; node !== null; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow !== "visible") {
        clipped = true;
        break;
      }
    }
    if (clipped) continue;
    findings.push({
      kind: "overflow",
      message: `${label}: <${element.tagName.toLowerCase()}> "${element.textContent.trim().slice(0, 30)}" reaches ${rect.left.toFixed(0)}..${rect.right.toFixed(0)} px of ${width}`,
    });
    if (findings.length > 3) break;
  }
  return findings;
}
