import { LANGUAGES, type Language } from '@freight/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { HTML_LANG, LANGUAGE_NAMES, switchLanguage } from '../../../lib/i18n/language';
import type { Translator } from '../../../lib/i18n/translator';

interface SignInLanguageMenuProps {
  i18n: Translator;
  language: Language;
  reloadPage: () => void;
}

/**
 * The app's language switcher (`ui/language-switcher.tsx`) without Ant Design: a click-opened
 * menu of the four languages under their own names, with the same test ids; choosing one saves
 * it and reloads the page (spec section 4).
 */
export function SignInLanguageMenu({ i18n, language, reloadPage }: SignInLanguageMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const label = i18n.t('common:layout.language');

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!frameRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const choose = (chosen: Language) => {
    setOpen(false);
    if (chosen !== language) switchLanguage(chosen, reloadPage);
  };

  return (
    <div className="sign-in-language" ref={frameRef}>
      <button
        ref={buttonRef}
        type="button"
        className="sign-in-language-button"
        // Named by the language it shows (WCAG 2.5.3), as the app's switcher is.
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="login-language"
        onClick={() => setOpen((current) => !current)}
      >
        <svg className="sign-in-icon" viewBox="0 0 16 16" aria-hidden focusable="false">
          <circle cx="8" cy="8" r="6.5" />
          <ellipse cx="8" cy="8" rx="2.75" ry="6.5" />
          <path d="M1.5 8h13M2.5 4.75h11M2.5 11.25h11" />
        </svg>
        {LANGUAGE_NAMES[language]}
      </button>
      {open && (
        <ul className="sign-in-language-menu" id={menuId} role="menu" aria-label={label}>
          {LANGUAGES.map((code) => (
            <li key={code} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={code === language}
                lang={HTML_LANG[code]}
                data-testid={`lang-option-${code}`}
                onClick={() => choose(code)}
              >
                {LANGUAGE_NAMES[code]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
