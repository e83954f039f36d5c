import { useState, type InputHTMLAttributes } from 'react';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  'data-testid': string;
  /** The reveal button's name; it is pressed while the password shows. */
  showLabel: string;
}

/** A password field with a button that shows what was typed (Ant Design's Input.Password). */
export function PasswordInput({ showLabel, className, ...input }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <span className={['sign-in-input', 'sign-in-affix', className].filter(Boolean).join(' ')}>
      <input {...input} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="sign-in-reveal"
        aria-label={showLabel}
        aria-pressed={shown}
        title={showLabel}
        onClick={() => setShown((current) => !current)}
      >
        <svg className="sign-in-icon" viewBox="0 0 16 16" aria-hidden focusable="false">
          <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z" />
          <circle cx="8" cy="8" r="2.25" />
          {!shown && <path d="M2.5 13.5l11-11" />}
        </svg>
      </button>
    </span>
  );
}
