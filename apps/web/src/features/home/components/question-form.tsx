import { QUESTION_TEXT_MAX_LENGTH, questionCreateSchema, type Language } from '@freight/shared';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { firstIssueByField } from '../../../lib/forms/schema-issues';
import { validationText } from '../../../lib/i18n/validation-text';
import { postQuestion } from '../api/post-question';

const FIELDS = ['name', 'email', 'question'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field | 'website', string>;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: '', email: '', question: '', website: '' };

type Submission = 'idle' | 'sending' | 'failed' | 'rate-limited';

/** The shared schema's message keys (`validation.email`) per field, first issue wins. */
function validate(values: Values, language: Language): FieldErrors {
  return firstIssueByField(questionCreateSchema, { ...values, language }, FIELDS);
}

/**
 * The visitors' question form: the shared zod schema checks it here and on the server, field
 * by field after a field is left and on submit, with the `validation` namespace's messages
 * (the spec's 'Enter a valid email'). `website` is the honeypot: hidden from people and from
 * assistive technology, filled only by bots; the server drops what it brings.
 */
export function QuestionForm({ language }: { language: Language }) {
  const { t, i18n } = useTranslation('home');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submission, setSubmission] = useState<Submission>('idle');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const message = (key: string | undefined) => (key ? validationText(i18n, key) : undefined);

  const change = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A shown error follows the typing, so it disappears as soon as the value is right.
    if (field !== 'website' && errors[field]) {
      setErrors((shown) => ({ ...shown, [field]: validate(next, language)[field] }));
    }
  };

  const leave = (field: Field) => {
    if (values[field] === '') return;
    setErrors((shown) => ({ ...shown, [field]: validate(values, language)[field] }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values, language);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmission('sending');
    const result = await postQuestion(questionCreateSchema.parse({ ...values, language }));
    if (result.outcome === 'sent') {
      setSentTo(values.email.trim());
      setValues(EMPTY);
      setSubmission('idle');
    } else if (result.outcome === 'invalid') {
      setErrors(
        Object.fromEntries(
          Object.entries(result.fields).filter(([field]) =>
            FIELDS.some((known) => known === field),
          ),
        ),
      );
      setSubmission('idle');
    } else {
      setSubmission(result.outcome);
    }
  };

  if (sentTo !== null) {
    return (
      <div className="home-form-success" role="status" data-testid="home-question-success">
        <p>{t('question.success', { email: sentTo })}</p>
        <button
          type="button"
          className="home-button home-button-ghost"
          onClick={() => setSentTo(null)}
        >
          {t('question.another')}
        </button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className="home-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="home-question-form"
    >
      {FIELDS.map((field) => {
        const inputId = `${id}-${field}`;
        const errorId = `${inputId}-error`;
        const error = message(errors[field]);
        const common = {
          id: inputId,
          name: field,
          value: values[field],
          required: true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          onBlur: () => leave(field),
        };
        return (
          <div key={field} className="home-field">
            <label htmlFor={inputId}>{t(`question.${field}`)}</label>
            {field === 'question' ? (
              <textarea
                {...common}
                rows={5}
                maxLength={QUESTION_TEXT_MAX_LENGTH}
                onChange={(event) => change(field, event.target.value)}
              />
            ) : (
              <input
                {...common}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete={field === 'email' ? 'email' : 'name'}
                maxLength={field === 'name' ? 200 : 254}
                onChange={(event) => change(field, event.target.value)}
              />
            )}
            {error && (
              <p
                id={errorId}
                className="home-field-error"
                data-testid={`home-question-${field}-error`}
              >
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="home-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('question.honeypot')}</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => change('website', event.target.value)}
        />
      </div>
      {(submission === 'failed' || submission === 'rate-limited') && (
        <p className="home-form-alert" role="alert">
          {t(submission === 'failed' ? 'question.failed' : 'question.tooMany')}
        </p>
      )}
      <button type="submit" className="home-button" disabled={submission === 'sending'}>
        {t(submission === 'sending' ? 'question.sending' : 'question.submit')}
      </button>
    </form>
  );
}
