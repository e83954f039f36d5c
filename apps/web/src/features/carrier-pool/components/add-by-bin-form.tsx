import { PlusOutlined } from '@ant-design/icons';
import { carrierPoolAddSchema, CarrierPoolSource } from '@freight/shared';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodFormRule } from '../../../lib/forms/zod-form-rule';
import { FormError } from '../../../ui/form-error';
import { useAddToCarrierPool } from '../api/add-to-carrier-pool';

interface AddByBinFields {
  bin?: string;
}

/** The form's field as the BIN variant of the shared add request. */
const asBinAddition = (values: { bin?: unknown }) => ({
  source: CarrierPoolSource.BIN,
  bin: values.bin ?? '',
});

/** "Add by BIN": a carrier the security service approved, found by its BIN. */
export function AddByBinForm() {
  const { t } = useTranslation('pool');
  const { message } = App.useApp();
  const [form] = Form.useForm<AddByBinFields>();
  const add = useAddToCarrierPool({ showErrors: false });

  const submit = (values: AddByBinFields) =>
    add.mutate(carrierPoolAddSchema.parse(asBinAddition(values)), {
      onSuccess: ({ added }) => {
        form.resetFields();
        void message.success(added ? t('add.added') : t('add.already'));
      },
    });

  return (
    <>
      <Form<AddByBinFields>
        name="carrierPoolAdd"
        form={form}
        layout="inline"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => add.reset()}
        data-testid="carrier-pool-add-form"
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="bin"
          label={t('add.bin')}
          rules={[zodFormRule(carrierPoolAddSchema, 'bin', { toInput: asBinAddition })]}
          style={{ flex: '1 1 240px', marginInlineEnd: 8 }}
        >
          <Input
            data-testid="carrier-pool-add-bin"
            inputMode="numeric"
            maxLength={12}
            placeholder="000000000000"
            autoComplete="off"
          />
        </Form.Item>
        <Form.Item style={{ marginInlineEnd: 0 }}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlusOutlined />}
            loading={add.isPending}
            data-testid="carrier-pool-add-submit"
          >
            {t('add.submit')}
          </Button>
        </Form.Item>
      </Form>
      {add.error && (
        <div style={{ marginTop: 12 }}>
          <FormError error={add.error} testId="carrier-pool-add-error" />
        </div>
      )}
    </>
  );
}
