import { cbLoginRequestSchema, loginRequestSchema, type LoginResponse } from '@freight/shared';
import { useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { isApiError } from '../../../lib/http/api-error';
import { apiErrorText } from '../../../lib/http/api-error-text';
import { firstIssueByField } from '../../../lib/forms/schema-issues';
import type { Translator } from '../../../lib/i18n/translator';
import { validationText } from '../../../lib/i18n/validation-text';
import { saveSession } from '../../../lib/session/session-storage';
import { cbLogin } from '../api/cb-login';
import { login } from '../api/login';
import { PasswordInput } from './password-input';

/** `company`: e-mail and password; `cb`: the security service adds its company BIN. */
export type SignInPortal = 'company' | 'cb';

type Field = 'bin' | 'login' | 'password';
type Values = Record<Field, string>;
/** Message keys (`validation.email`), of the shared schema or of the server's `fields`. */
type FieldIssues = Partial<Record<Field, string>>;

const FIELDS: Record<SignInPortal, readonly Field[]> = {
  company: ['login', 'password'],
  cb: ['bin', 'login', 'password'],
};

const EMPTY: Values = { bin: '', login: '', password: '' };

interface SignInFormProps {
  portal: SignInPortal;
  i18n: Translator;
  /** Called once the session is saved. */
  onSignedIn: (session: LoginResponse) => void;
}

/**
 * The sign-in form: the shared schema checks each field when it is left and every field on
 * submit, as the server will (decision 004); the server's refusal shows above the button, its
 * field messages under the fields. The button stays busy, and ignores clicks, from sending
 * until the app loads.
 */
export function SignInForm({ portal, i18n, onSignedIn }: SignInFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const fields = FIELDS[portal];
  const schema = portal === 'cb' ? cbLoginRequestSchema : loginRequestSchema;

  const check = (checked: Values): FieldIssues => firstIssueByField(schema, checked, fields);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setFailure(null);
    // A shown message follows the typing, so it goes as soon as the value is right.
    if (issues[field]) setIssues((shown) => ({ ...shown, [field]: check(next)[field] }));
  };

  const leave = (field: Field) => {
    if (values[field] === '') return;
    setIssues((shown) => ({ ...shown, [field]: check(values)[field] }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = check(values);
    setIssues(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      // Parsed again for the normalised values (trimmed, lower-case e-mail) the server expects.
      const session =
        portal === 'cb'
          ? await cbLogin(cbLoginRequestSchema.parse(values))
          : await login(loginRequestSchema.parse(values));
      saveSession(session);
      onSignedIn(session);
    } catch (error) {
      if (isApiError(error)) {
        const known = Object.entries(error.fields).filter(([name]) =>
          fields.some((field) => field === name),
        );
        setIssues(Object.fromEntries(known));
      }
      setFailure(error);
      setSending(false);
    }
  };

  const fieldProps = (field: Field) => {
    const inputId = `${id}-${field}`;
    const issue = issues[field];
    return {
      id: inputId,
      name: field,
      value: values[field],
      'aria-invalid': issue ? true : undefined,
      'aria-describedby': issue ? `${inputId}-issue` : undefined,
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
      onBlur: () => leave(field),
    };
  };

  const fieldFrame = (field: Field, label: string, input: ReactNode) => {
    const issue = issues[field];
    return (
      <div className={issue ? 'sign-in-field sign-in-field-invalid' : 'sign-in-field'}>
        <label htmlFor={`${id}-${field}`}>{label}</label>
        {input}
        {issue && (
          <div id={`${id}-${field}-issue`} className="sign-in-field-issue">
            {validationText(i18n, issue)}
          </div>
        )}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className="sign-in-form"
      noValidate
      autoComplete="on"
      onSubmit={(event) => void submit(event)}
    >
      {portal === 'cb' &&
        fieldFrame(
          'bin',
          i18n.t('login.bin'),
          <input
            {...fieldProps('bin')}
            className="sign-in-input"
            data-testid="login-bin"
            inputMode="numeric"
            maxLength={12}
            placeholder="000000000000"
            autoComplete="off"
          />,
        )}
      {fieldFrame(
        'login',
        i18n.t('login.email'),
        <input
          {...fieldProps('login')}
          className="sign-in-input"
          data-testid="login-email"
          type="email"
          autoComplete="username"
          placeholder="name@company.kz"
        />,
      )}
      {fieldFrame(
        'password',
        i18n.t('login.password'),
        <PasswordInput
          {...fieldProps('password')}
          data-testid="login-password"
          autoComplete="current-password"
          showLabel={i18n.t('login.showPassword')}
        />,
      )}
      {failure !== null && (
        <div className="sign-in-alert" role="alert" data-testid="login-error">
          <svg
            className="sign-in-icon sign-in-alert-icon"
            viewBox="0 0 16 16"
            aria-hidden
            focusable="false"
          >
            <circle cx="8" cy="8" r="8" />
            <path d="M5.5 5.5l5 5m0-5l-5 5" />
          </svg>
          <span>
            {isApiError(failure)
              ? apiErrorText(i18n, failure)
              : i18n.t('common:feedback.somethingWentWrong')}
          </span>
        </div>
      )}
      <button
        type="submit"
        className="sign-in-submit"
        data-testid="login-submit"
        aria-busy={sending}
      >
        {sending && <span className="sign-in-spinner" aria-hidden />}
        {i18n.t('login.submit')}
      </button>
    </form>
  );
}
