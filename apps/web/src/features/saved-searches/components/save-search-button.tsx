import { BellOutlined } from '@ant-design/icons';
import {
  AlertEmailFrequency,
  EXCHANGE_LIMITS,
  isLanguage,
  savedSearchFromBoardFilters,
  type BoardFilters,
} from '@freight/shared';
import { App, Button, Form, Input, Modal, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../ui/form-error';
import { useSaveSearch } from '../api/save-search';
import { searchSummary } from './search-summary';

interface SaveSearchFields {
  name: string;
  emailFrequency: AlertEmailFrequency;
  pushEnabled: boolean;
}

export const FREQUENCIES = Object.values(AlertEmailFrequency);

/**
 * The load board's "Save search": the filters in effect, named, with the alerts wanted. On a
 * phone the button is an icon beside the filters' toggle.
 */
export function SaveSearchButton({
  filters,
  compact,
}: {
  filters: BoardFilters;
  compact: boolean;
}) {
  const { t, i18n } = useTranslation(['alerts', 'orders']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<SaveSearchFields>();
  const save = useSaveSearch();
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const criteria = savedSearchFromBoardFilters(filters);

  const submit = (fields: SaveSearchFields) =>
    save.mutate(
      { ...criteria, ...fields, language },
      {
        onSuccess: () => {
          setOpen(false);
          form.resetFields();
          void message.success(
            <span data-testid="save-search-done">
              {t('alerts:save.saved')}{' '}
              {/* The message lives outside the router's tree: it navigates by the page's hook. */}
              <Typography.Link onClick={() => void navigate('/saved-searches')}>
                {t('alerts:save.open')}
              </Typography.Link>
            </span>,
          );
        },
      },
    );

  return (
    <>
      <Button
        icon={<BellOutlined />}
        data-testid="save-search"
        aria-label={t('alerts:save.button')}
        onClick={() => {
          save.reset();
          setOpen(true);
        }}
      >
        {compact ? null : t('alerts:save.button')}
      </Button>
      <Modal
        open={open}
        title={t('alerts:save.title')}
        okText={t('alerts:save.submit')}
        cancelText={t('alerts:save.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        okButtonProps={{ 'data-testid': 'save-search-submit' }}
        destroyOnHidden
      >
        <FormError error={save.error} testId="save-search-error" />
        <Form<SaveSearchFields>
          form={form}
          layout="vertical"
          initialValues={{ emailFrequency: AlertEmailFrequency.OFF, pushEnabled: true }}
          onFinish={submit}
          data-testid="save-search-form"
        >
          <Form.Item
            name="name"
            label={t('alerts:save.name')}
            rules={[{ required: true, whitespace: true, message: t('alerts:save.nameRequired') }]}
          >
            <Input
              maxLength={EXCHANGE_LIMITS.searchNameLength}
              placeholder={t('alerts:save.namePlaceholder')}
              data-testid="save-search-name"
              autoFocus
            />
          </Form.Item>
          <Typography.Paragraph>
            <Typography.Text strong>{t('alerts:save.keeps')}: </Typography.Text>
            <span data-testid="save-search-summary">
              {searchSummary(t, language, criteria).join(' · ')}
            </span>
            <br />
            <Typography.Text type="secondary">{t('alerts:save.notKept')}</Typography.Text>
          </Typography.Paragraph>
          <Form.Item name="emailFrequency" label={t('alerts:save.email')}>
            <Select
              data-testid="save-search-frequency"
              options={FREQUENCIES.map((value) => ({
                value,
                label: t(`alerts:frequency.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="pushEnabled" label={t('alerts:save.push')} valuePropName="checked">
            <Switch data-testid="save-search-push" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
