import { SearchOutlined } from '@ant-design/icons';
import { sha256Field } from '@freight/shared';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

interface VerifyHashFormProps {
  /** The hash in the address, shown in the field. */
  initialValue: string;
  onVerify: (sha256: string) => void;
  disabled?: boolean;
}

/** A SHA-256 typed or pasted (with spaces, in capitals: it is normalised before it is sent). */
export function VerifyHashForm({ initialValue, onVerify, disabled }: VerifyHashFormProps) {
  const { t } = useTranslation('documents');
  return (
    <Form<{ sha256: string }>
      layout="vertical"
      requiredMark={false}
      initialValues={{ sha256: initialValue }}
      onFinish={({ sha256 }) => onVerify(sha256Field.parse(sha256.replace(/\s+/g, '')))}
    >
      {/* The inner item holds the value; the outer one shows its label and its error. */}
      <Form.Item label={t('verify.hashLabel')} htmlFor="verify-hash" style={{ marginBottom: 0 }}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="sha256"
            noStyle
            rules={[
              {
                validator: async (_, value: unknown) => {
                  const text = typeof value === 'string' ? value.replace(/\s+/g, '') : '';
                  if (!sha256Field.safeParse(text).success) {
                    throw new Error(t('verify.hashInvalid'));
                  }
                },
              },
            ]}
          >
            <Input
              id="verify-hash"
              data-testid="verify-hash"
              placeholder={t('verify.hashPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              style={{ fontFamily: 'monospace' }}
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SearchOutlined />}
            disabled={disabled}
            data-testid="verify-hash-submit"
          >
            {t('verify.check')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
