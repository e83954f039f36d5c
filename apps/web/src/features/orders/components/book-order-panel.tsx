import { ThunderboltOutlined } from '@ant-design/icons';
import { ErrorCode, orderBookingRequestSchema, type OrderDetail } from '@freight/shared';
import { Alert, App, Button, Card, Flex, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { zodFormRule } from '../../../lib/forms/zod-form-rule';
import { formatMoney } from '../../../lib/format/format';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { useBookOrder } from '../api/book-order';
import { useResponseOptions } from '../api/get-response-options';
import { DriverSelect, VehicleSelect } from './fleet-choice-selects';

interface BookingValues {
  driverId?: string;
  vehicleId?: string;
}

const rule = (field: string) => zodFormRule(orderBookingRequestSchema, field);

/**
 * Issue 32: a carrier takes the order at its posted price in one step. The button is the
 * page's lead for a carrier on a phone; the dialog asks for the driver and vehicle the
 * response form offers, and confirms the price.
 */
export function BookOrderPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const price = formatMoney(order.price, order.currency);
  return (
    <Card size="small" data-testid="book-order-panel">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('booking.lead')}</Typography.Text>
        <Button
          type="primary"
          size="large"
          block
          icon={<ThunderboltOutlined />}
          data-testid="book-order"
          onClick={() => setOpen(true)}
        >
          {t('booking.book', { price })}
        </Button>
      </Flex>
      {open && <BookOrderDialog order={order} price={price} onClose={() => setOpen(false)} />}
    </Card>
  );
}

function BookOrderDialog({
  order,
  price,
  onClose,
}: {
  order: OrderDetail;
  price: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<BookingValues>();
  const options = useResponseOptions(order.id);
  const book = useBookOrder();
  const drivers = options.data?.drivers ?? [];
  const vehicles = options.data?.vehicles ?? [];
  const noFleet = options.isSuccess && (drivers.length === 0 || vehicles.length === 0);

  const onFinish = (values: BookingValues) => {
    const request = orderBookingRequestSchema.parse({ ...values, version: order.version });
    // A promise rather than `mutate`'s callbacks: the booked order no longer offers BOOK,
    // which unmounts this dialog before the callbacks would run.
    book.mutateAsync({ orderId: order.id, request }).then(
      () => void message.success(t('booking.booked', { price })),
      (error: unknown) => {
        // The loser of a race no longer sees the order once it reloads (it never responded),
        // which takes this dialog away: the app-wide toast outlives it. Other refusals show
        // in the dialog's alert below.
        if (isApiError(error) && error.code === ErrorCode.ORDER_ALREADY_BOOKED) {
          void message.error({ content: describeApiError(error), duration: 8 });
        }
      },
    );
  };

  return (
    <Modal
      open
      title={t('booking.title', { number: order.number })}
      onCancel={onClose}
      okText={t('booking.confirm', { price })}
      cancelText={t('booking.cancel')}
      okButtonProps={{
        loading: book.isPending,
        disabled: noFleet,
        htmlType: 'submit',
        'data-testid': 'book-order-confirm',
      }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<BookingValues>
        // Field ids `booking_<field>`: unique beside the order's own fields on the page.
        name="booking"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={() => book.reset()}
        data-testid="book-order-form"
      >
        <Typography.Paragraph>{t('booking.text', { price })}</Typography.Paragraph>
        {noFleet && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('responses.noFleet')}
            action={<Link to="/company-drivers">{t('responses.openFleet')}</Link>}
          />
        )}
        <Form.Item name="driverId" label={t('responses.driver')} rules={[rule('driverId')]}>
          <DriverSelect
            choices={options.data}
            loading={options.isPending}
            testId="book-order-driver"
          />
        </Form.Item>
        <Form.Item name="vehicleId" label={t('responses.vehicle')} rules={[rule('vehicleId')]}>
          <VehicleSelect
            choices={options.data}
            loading={options.isPending}
            testId="book-order-vehicle"
          />
        </Form.Item>
        {book.error !== null && (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="book-order-error"
            title={isApiError(book.error) ? describeApiError(book.error) : t('booking.failed')}
          />
        )}
      </Form>
    </Modal>
  );
}
