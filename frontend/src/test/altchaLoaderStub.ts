/**
 * Component tests: jsdom cannot run the proof-of-work workers, so <altcha-widget> is a small
 * element that renders what matters to the form like the real one does — a `required` checkbox
 * in the page's own DOM (native form validation sees it) — and tests dispatch its events.
 */
class AltchaWidgetStub extends HTMLElement {
  connectedCallback(): void {
    if (this.querySelector('input')) return;
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.required = true;
    box.setAttribute('aria-label', 'I am not a robot');
    this.append(box);
  }
}

export async function loadAltcha(): Promise<void> {
  if (!customElements.get('altcha-widget'))
    customElements.define('altcha-widget', AltchaWidgetStub);
}
