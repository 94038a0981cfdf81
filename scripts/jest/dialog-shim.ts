/**
 * jsdom has the <dialog> element but not showModal() or close() (jsdom issue 3294). This shim models only what
 * the DOM tests observe of a modal dialog, as the HTML standard describes it: `open` is set, focus moves to the
 * first focusable element inside (an autofocus one first), Escape fires a cancelable `cancel` at the topmost open
 * modal dialog and closes it unless the event is cancelled, and close() fires `close` as a queued task. It does
 * NOT make the rest of the page inert or keep Tab inside, nor draw a top layer or ::backdrop: the e2e specs check
 * those in Chromium (e2e/plus.spec.ts, e2e/my-stable.spec.ts, e2e/shell.spec.ts).
 */
const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const modals: HTMLDialogElement[] = [];

export function installDialogShim(): void {
  if (typeof HTMLDialogElement === 'undefined' || HTMLDialogElement.prototype.showModal) return;
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open', 'InvalidStateError');
    this.open = true;
    modals.push(this);
    const first =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.open = false;
    if (returnValue !== undefined) this.returnValue = returnValue;
    modals.splice(modals.indexOf(this), 1);
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.filter((d) => d.isConnected).at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
