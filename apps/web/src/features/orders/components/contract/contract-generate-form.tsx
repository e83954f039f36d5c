import { FilePdfOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  DEFAULT_DOCUMENT_LANGUAGES,
  DocumentLanguages,
  type DocumentView,
  type OrderDetail,
} from '@freight/shared';
import { Alert, App, Button, Flex, Radio, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/http/api-error';
import { describeApiError } from '../../../../lib/http/error-messages';
import { useGenerateContract } from '../../api/generate-contract';

const LANGUAGE_CHOICES = Object.values(DocumentLanguages);

interface ContractGenerateFormProps {
  order: OrderDetail;
  /** The version being signed, when this makes a new one (nobody has signed it yet). */
  replaces: DocumentView | null;
}

/**
 * The owner side's choice of the contract's languages and the button that builds the PDF
 * from the order as it is now. A new version replaces one nobody has signed; the old one
 * stays in the history.
 */
export function ContractGenerateForm({ order, replaces }: ContractGenerateFormProps) {
  const { t } = useTranslation('documents');
  const { message } = App.useApp();
  const generate = useGenerateContract();
  const [languages, setLanguages] = useState<DocumentLanguages>(
    replaces?.languages ?? DEFAULT_DOCUMENT_LANGUAGES,
  );
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    generate.mutate(
      { orderId: order.id, version: order.version, languages },
      {
        onSuccess: (contract) =>
          void message.success(
            t('contract.generated', { version: contract.current?.versionNo ?? '' }),
          ),
        onError: (error) => {
          const reason = isApiError(error) ? describeApiError(error) : '';
          setFailure(`${t('contract.generateError')} ${reason}`.trim());
        },
      },
    );
  };

  return (
    <Flex vertical gap={12} data-testid="contract-generate">
      <div>
        <Typography.Text strong id="contract-languages-label">
          {t('contract.languages')}
        </Typography.Text>
        <Radio.Group
          aria-labelledby="contract-languages-label"
          data-testid="contract-languages"
          value={languages}
          disabled={generate.isPending}
          onChange={(event) => setLanguages(event.target.value as DocumentLanguages)}
          style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', marginTop: 8 }}
        >
          {LANGUAGE_CHOICES.map((choice) => (
            <Radio key={choice} value={choice} data-testid={`contract-language-${choice}`}>
              {t(`languages.${choice}`)}
            </Radio>
          ))}
        </Radio.Group>
      </div>
      {replaces && (
        <Typography.Text type="secondary" data-testid="contract-regenerate-hint">
          {t('contract.regenerateHint', { version: replaces.versionNo })}
        </Typography.Text>
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="contract-generate-error"
          title={failure}
          closable={{ onClose: () => setFailure(null) }}
        />
      )}
      <Flex wrap align="center" gap={12}>
        <Button
          type={replaces ? 'default' : 'primary'}
          icon={replaces ? <ReloadOutlined /> : <FilePdfOutlined />}
          loading={generate.isPending}
          data-testid="contract-generate-submit"
          onClick={submit}
        >
          {replaces ? t('contract.regenerate') : t('contract.generate')}
        </Button>
        {generate.isPending && (
          <Flex align="center" gap={8} role="status" data-testid="contract-generating">
            <Spin size="small" />
            <Typography.Text type="secondary">{t('contract.generating')}</Typography.Text>
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
