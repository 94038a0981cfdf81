import { useEffect, useRef } from 'react';
import { CAPTCHA_REMOVE_AFTER_UNMOUNT_MS } from '@sl/contracts';
import { CAPTCHA_URL } from './api';

/**
 * The self-hosted proof-of-work captcha (ALTCHA widget). It reports the solved token, or null when it resets or
 * expires. The widget element is removed 5 s after unmount, so a lightbox closing animation never shows a hole.
 */
export interface CaptchaProps {
  onToken: (token: string | null) => void;
  resetKey?: number;
}

export function Captcha({ onToken, resetKey }: CaptchaProps) {
  const host = useRef<HTMLDivElement>(null);
  const tokenRef = useRef(onToken);
  tokenRef.current = onToken;

  useEffect(() => {
    const container = host.current;
    if (!container) return undefined;
    let widget: HTMLElement | null = null;
    let cancelled = false;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      tokenRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    void import('altcha')
      .then(() => {
        if (cancelled) return;
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', CAPTCHA_URL);
        widget.setAttribute('auto', 'onload');
        widget.setAttribute('data-testid', 'captcha');
        widget.addEventListener('statechange', onState);
        container.appendChild(widget);
      })
      .catch((error: unknown) => {
        console.error('captcha widget failed to load', error);
        tokenRef.current(null);
      });
    return () => {
      cancelled = true;
      tokenRef.current(null);
      const element = widget;
      element?.removeEventListener('statechange', onState);
      if (element) setTimeout(() => element.remove(), CAPTCHA_REMOVE_AFTER_UNMOUNT_MS);
    };
  }, [resetKey]);

  return <div ref={host} aria-label="Verification" role="group" />;
}
