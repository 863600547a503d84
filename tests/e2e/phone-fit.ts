/**
 * What a phone user would trip on, for `page.evaluate` (it runs in the page, so it is
 * self-contained): a page laid out wider than the phone (no working viewport meta) or scrolling
 * sideways, and every tap target that fails WCAG 2.2 SC 2.5.8 (Target Size, Minimum) — smaller
 * than `min` × `min` CSS px and so close to another target that the circle of diameter `min`
 * centred on it touches that target (or that target's own circle, when it is small too).
 *
 * A target is a visible interactive element (`TARGETS`). Two refinements:
 * - A control that is visually hidden (clipped away whole, `clip-path: inset(50%)`, as `sr-only`
 *   does) is no target, unless it is a form control drawn by its label: then its labels are
 *   the targets. So the skip link counts once it is focused, not before.
 * - A link inside running text is excepted, as the criterion allows: an inline `<a>` that shares
 *   its line boxes with text of its own block — a letter in a text node outside the link whose
 *   elements up to the link's nearest non-inline ancestor are all inline. It still counts as
 *   another target for its neighbours.
 * Nested targets (a link inside a focusable scroll region) are never each other's neighbours.
 */
export function phoneFitProblems({ width, min }: { width: number; min: number }): string[] {
  const TARGETS = 'a[href], button, input, select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])';
  const problems: string[] = [];
  const root = document.documentElement;
  // A section that renders only near the viewport (content-visibility: auto) keeps what overflows
  // in it out of the page's width until then: render every one first.
  for (const element of document.querySelectorAll<HTMLElement>('body *'))
    if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  if (root.clientWidth !== width)
    problems.push(`the page lays out ${root.clientWidth} px wide, not at the phone's ${width} px`);
  if (root.scrollWidth > root.clientWidth)
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport`);

  const isInline = (element: Element) => getComputedStyle(element).display === 'inline';
  const isShown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && element.closest('[inert]') === null;
  const isVisuallyHidden = (element: Element) => getComputedStyle(element).clipPath === 'inset(50%)';
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList].slice(0, 3).map((name) => `.${name}`);
    const name = (element.getAttribute('aria-label') ?? element.textContent).replace(/\s+/g, ' ').trim();
    const box = element.getBoundingClientRect();
    return `<${element.tagName.toLowerCase()}${id}${classes.join('')}> "${name.slice(0, 40)}" (${box.width.toFixed(1)}×${box.height.toFixed(1)} px)`;
  };
  const inRunningText = (link: Element) => {
    if (link.tagName !== 'A' || !isInline(link)) return false;
    let block = link.parentElement;
    while (block !== null && isInline(block)) block = block.parentElement;
    if (block === null) return false;
    const texts = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text !== null; text = texts.nextNode()) {
      if (link.contains(text) || !/\p{L}/u.test(text.nodeValue ?? '')) continue;
      let parent = text.parentElement;
      while (parent !== null && parent !== block && isInline(parent)) parent = parent.parentElement;
      if (parent === block) return true;
    }
    return false;
  };

  const targets = [...document.querySelectorAll(TARGETS)].filter(isShown).flatMap((element): Element[] => {
    if (!isVisuallyHidden(element)) return [element];
    return [...document.querySelectorAll('label')].filter(
      (label) => label.control === element && isShown(label) && !isVisuallyHidden(label),
    );
  });
  const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
    Math.hypot(
      Math.max(box.left - point.x, 0, point.x - box.right),
      Math.max(box.top - point.y, 0, point.y - box.bottom),
    );
  const isSmall = (box: DOMRect) => box.width < min - 0.01 || box.height < min - 0.01;

  for (const target of targets) {
    const box = target.getBoundingClientRect();
    if (!isSmall(box) || inRunningText(target)) continue;
    const middle = centre(box);
    const crowding = targets.find((other) => {
      if (other === target || other.contains(target) || target.contains(other)) return false;
      const otherBox = other.getBoundingClientRect();
      if (isSmall(otherBox) && Math.hypot(middle.x - centre(otherBox).x, middle.y - centre(otherBox).y) < min)
        return true;
      // An inline link broken over lines is tested line by line.
      return [...other.getClientRects()].some((part) => distanceToBox(middle, part) < min / 2);
    });
    if (crowding !== undefined)
      problems.push(`${describe(target)} is under ${min} px and its ${min} px circle touches ${describe(crowding)}`);
  }
  return problems;
}
