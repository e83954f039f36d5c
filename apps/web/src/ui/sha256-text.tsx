import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The first and last characters: enough to compare by eye, short enough for a phone. */
export function shortSha256(sha256: string): string {
  return sha256.length > 20 ? `${sha256.slice(0, 8)}…${sha256.slice(-8)}` : sha256;
}

interface Sha256TextProps {
  sha256: string;
  testId?: string;
  /** The whole digest, wrapped, instead of its ends (a confirmation naming the document). */
  full?: boolean;
}

/** A document's SHA-256, shortened, with a button that copies all of it. */
export function Sha256Text({ sha256, testId, full = false }: Sha256TextProps) {
  const { t } = useTranslation('documents');
  return (
    <Typography.Text
      code
      copyable={{ text: sha256, tooltips: [t('sha256.copy'), t('sha256.copied')] }}
      title={sha256}
      data-testid={testId}
      data-sha256={sha256}
      style={{ overflowWrap: 'anywhere' }}
    >
      {full ? sha256 : shortSha256(sha256)}
    </Typography.Text>
  );
}
