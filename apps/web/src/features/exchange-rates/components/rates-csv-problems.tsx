import { RATES_CSV_PROBLEMS_LISTED } from '@freight/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../../lib/i18n/validation-message';

export interface RatesCsvLineProblem {
  line: number;
  /** A validation message key (`validation.date`). */
  message: string;
}

interface RatesCsvProblemsProps {
  problems: readonly RatesCsvLineProblem[];
  testId: string;
}

/**
 * The wrong lines of a rates file, "Line N: what is wrong", in the order of the file: the
 * page's own reading and the server's refusal (its `details`) read the same. The first
 * RATES_CSV_PROBLEMS_LISTED, then how many more.
 */
export function RatesCsvProblems({ problems, testId }: RatesCsvProblemsProps) {
  const { t } = useTranslation('rates');
  const listed = [...problems].sort((a, b) => a.line - b.line).slice(0, RATES_CSV_PROBLEMS_LISTED);
  const more = problems.length - listed.length;
  return (
    <div data-testid={testId}>
      <ul style={{ margin: 0, paddingInlineStart: 20, overflowWrap: 'anywhere' }}>
        {listed.map((problem) => (
          <li key={`${problem.line}:${problem.message}`} data-testid="rates-csv-problem">
            {t('import.line', {
              line: problem.line,
              message: translateValidationMessage(problem.message),
            })}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <Typography.Text type="secondary" data-testid="rates-csv-problems-more">
          {t('import.more', { count: more })}
        </Typography.Text>
      )}
    </div>
  );
}

/** The wrong lines a refusal names in its `details`: line number → validation message key. */
export function problemsOfDetails(details: Record<string, string>): RatesCsvLineProblem[] {
  return Object.entries(details)
    .filter(([line]) => /^\d+$/.test(line))
    .map(([line, message]) => ({ line: Number(line), message }));
}
