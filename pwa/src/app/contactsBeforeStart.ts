/**
 * React's listener on the root answers a contact (finger, pen or mouse) on a part of a server-rendered
 * page it has not hydrated yet by hydrating that part at once, in one task: the root with the header
 * (135 ms at 4× CPU), or the whole page body (444 ms on the product page). A finger that scrolls the
 * page or taps the burger while the app starts would wait for it, though neither needs the app. So
 * until the app has started (`startedAttribute` on <html>), contacts stop at the root, and so do the
 * clicks of the controls that answer as plain HTML (the menu's popover buttons, a section's summary):
 * the browser still scrolls and answers those. Any other click still reaches React, which then
 * hydrates what was tapped and answers it. Self-contained: a PageScript, run on the root before
 * React listens there.
 */
export function keepContactsFromHydration(root: HTMLElement, startedAttribute: string) {
  // React's discrete events that a contact fires, but the click.
  const contacts = ['touchstart', 'touchend', 'touchcancel', 'pointerdown', 'pointerup', 'pointercancel', 'mousedown', 'mouseup'];
  const otherContacts = ['auxclick', 'dblclick', 'contextmenu', 'dragstart', 'dragend', 'drop'];
  const answeredAsHtml = '[popovertarget], summary';
  const hold = (event: Event) => {
    if (document.documentElement.hasAttribute(startedAttribute)) return;
    if (event.type !== 'click' || (event.target as Element).closest?.(answeredAsHtml)) event.stopImmediatePropagation();
  };
  for (const type of [...contacts, ...otherContacts, 'click']) root.addEventListener(type, hold, { capture: true, passive: true });
}
