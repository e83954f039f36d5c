import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { SignatureSide } from '@freight/shared';
import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format/format';

/** What every view of a signature carries, the public verification's included. */
export interface SignatureSummary {
  side: SignatureSide;
  signerName: string;
  signerPosition?: string | null;
  companyName: string;
  signedAt: string;
}

interface SignatureListProps {
  signatures: readonly SignatureSummary[];
  /**
   * Both sides, an unsigned one as waiting (a contract being signed); otherwise only the
   * signatures there are.
   */
  showWaiting?: boolean;
  /** The company expected to sign for each side, named while it has not. */
  expected?: Partial<Record<SignatureSide, string | undefined>>;
}

/** Who signed for each side of the order, for which company, and when. */
export function SignatureList({
  signatures,
  showWaiting = false,
  expected = {},
}: SignatureListProps) {
  const { t } = useTranslation('documents');
  const { token } = theme.useToken();
  const sides = showWaiting
    ? Object.values(SignatureSide)
    : Object.values(SignatureSide).filter((side) => signatures.some((s) => s.side === side));
  return (
    <Flex vertical gap={8} data-testid="signature-list">
      {sides.map((side) => {
        const signature = signatures.find((candidate) => candidate.side === side);
        return (
          <Flex
            key={side}
            gap={8}
            align="flex-start"
            data-testid="signature"
            data-side={side}
            data-signed={String(Boolean(signature))}
          >
            {signature ? (
              <CheckCircleFilled style={{ color: token.colorSuccess, marginTop: 4 }} />
            ) : (
              <ClockCircleOutlined style={{ color: token.colorTextTertiary, marginTop: 4 }} />
            )}
            <div style={{ minWidth: 0 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`side.${side}`)}
              </Typography.Text>
              {signature ? (
                <>
                  <div style={{ overflowWrap: 'anywhere' }}>
                    <Typography.Text strong>{signature.signerName}</Typography.Text>
                    {signature.signerPosition && (
                      <Typography.Text type="secondary">
                        , {signature.signerPosition}
                      </Typography.Text>
                    )}
                  </div>
                  <div style={{ overflowWrap: 'anywhere' }}>
                    {signature.companyName} ·{' '}
                    <time dateTime={signature.signedAt}>{formatDateTime(signature.signedAt)}</time>
                  </div>
                </>
              ) : (
                <div style={{ overflowWrap: 'anywhere' }}>
                  {expected[side] && <Typography.Text>{expected[side]} · </Typography.Text>}
                  <Typography.Text type="secondary">{t('signatures.waiting')}</Typography.Text>
                </div>
              )}
            </div>
          </Flex>
        );
      })}
      {sides.length === 0 && (
        <Typography.Text type="secondary">{t('signatures.none')}</Typography.Text>
      )}
    </Flex>
  );
}
