import type { OrderProblem } from '@freight/shared';
import type { TFunction } from 'i18next';

/**
 * A problem report in the reader's language: the reporter's own words, or a report the
 * platform filed (a seal mismatch) worded from its code and values.
 */
export function problemDescription(
  problem: Pick<OrderProblem, 'description' | 'generated'>,
  t: TFunction<'orders'>,
): string {
  const { generated } = problem;
  if (!generated) return problem.description;
  return t(`problem.generated.${generated.code}`, generated.params);
}
