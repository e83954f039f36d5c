import { FileTextOutlined, SendOutlined } from '@ant-design/icons';
import {
  Currency,
  DOCUMENT_CONTENT_TYPES,
  ErrorCode,
  OrderFileType,
  ORDER_LIMITS,
  paymentDiffersFromPrice,
  TRIP_LIMITS,
  shownPrice,
  type OrderDetail,
  type OrderFileView,
  type OrderSide,
  type TripView,
} from '@freight/shared';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatAmountInput,
  formatDateTime,
  formatMoney,
  parseAmountInput,
} from '../../../lib/format/format';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { useSendPayment } from '../api/send-payment';
import { FilePickerButton } from './file-picker-button';
import { OrderFileList } from './order-file-list';
import { filesOfType, usableReceipt } from './trip-access';
import { UploadProgressList } from './upload-progress-list';
import { useFileUploads } from './use-file-uploads';

/** The input parses the text it is given; the parser hands back text despite its type. */
const parseAmount = parseAmountInput as unknown as (text: string | undefined) => number;

interface PaymentValues {
  amount?: number | null;
  currency?: Currency;
  comment?: string;
}

interface PaymentFormProps {
  order: OrderDetail;
  trip: TripView;
}

/**
 * The forwarder side pays: the receipt first ('Attach a receipt before sending!'), then the
 * amount and currency — the agreed price by default; another one needs a comment.
 */
function PaymentForm({ order, trip }: PaymentFormProps) {
  const { t } = useTranslation('trip');
  const { message } = App.useApp();
  const [form] = Form.useForm<PaymentValues>();
  const send = useSendPayment(() => void message.success(t('payment.sent')));
  // The price agreed in the contract: the selected carrier's offer.
  const agreed = shownPrice(order, order.selectedResponse).shown;
  // The receipt just uploaded counts until the trip is read again with it (and its review).
  const [uploadedReceipt, setUploadedReceipt] = useState<OrderFileView | null>(null);
  const receiptNotReadYet =
    uploadedReceipt && !trip.files.some((file) => file.id === uploadedReceipt.id)
      ? uploadedReceipt
      : null;
  const receipt = usableReceipt(trip.files) ?? receiptNotReadYet;
  const [receiptMissing, setReceiptMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const uploads = useFileUploads(order.id, {
    onUploaded: (file) => {
      setUploadedReceipt(file);
      setReceiptMissing(false);
    },
  });

  const differs = (values: PaymentValues) =>
    typeof values.amount === 'number' &&
    values.currency !== undefined &&
    paymentDiffersFromPrice(agreed, { amount: values.amount, currency: values.currency });

  // Said once, beside the receipt it is about (no toast on top of it).
  const refuseWithoutReceipt = () => setReceiptMissing(true);

  const submit = (values: PaymentValues) => {
    setFailure(null);
    if (!receipt) {
      refuseWithoutReceipt();
      return;
    }
    if (typeof values.amount !== 'number' || !values.currency) return;
    const comment = values.comment?.trim();
    send.mutate(
      {
        orderId: order.id,
        version: trip.version,
        amount: values.amount,
        currency: values.currency,
        comment: comment === '' ? undefined : comment,
      },
      {
        onError: (error) => {
          if (isApiError(error) && error.code === ErrorCode.PAYMENT_COMMENT_REQUIRED) {
            form.setFields([{ name: 'comment', errors: [t('validation:paymentCommentRequired')] }]);
          } else if (
            isApiError(error) &&
            (error.code === ErrorCode.RECEIPT_REQUIRED || error.code === ErrorCode.RECEIPT_REJECTED)
          ) {
            refuseWithoutReceipt();
          } else setFailure(isApiError(error) ? describeApiError(error) : t('feedback.failed'));
        },
      },
    );
  };

  const receipts = filesOfType(trip.files, OrderFileType.PAYMENT_RECEIPT);
  return (
    <Flex vertical gap={12} data-testid="trip-payment-form">
      <Flex vertical gap={8}>
        {receipts.length > 0 && (
          <OrderFileList orderId={order.id} files={receipts} side={null} canReview={false} />
        )}
        <FilePickerButton
          accept={[...DOCUMENT_CONTENT_TYPES, '.pdf'].join(',')}
          testId="payment-receipt-upload"
          icon={<FileTextOutlined />}
          onFiles={(picked) => uploads.start(OrderFileType.PAYMENT_RECEIPT, picked.slice(0, 1))}
          buttonProps={{ size: 'large', block: true }}
        >
          {receipt ? t('payment.replaceReceipt') : t('payment.attachReceipt')}
        </FilePickerButton>
        <UploadProgressList
          entries={uploads.entries}
          onDismiss={uploads.dismiss}
          failureTitle={t('payment.receiptUploadError')}
        />
        {receiptMissing && !receipt && (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="payment-receipt-missing"
            title={t('errors:RECEIPT_REQUIRED')}
          />
        )}
      </Flex>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ amount: agreed.price, currency: agreed.currency }}
        onFinish={submit}
      >
        <Flex gap={8} wrap>
          <Form.Item
            name="amount"
            label={t('payment.amount')}
            style={{ flex: '2 1 160px', marginBottom: 12 }}
            rules={[{ required: true, message: t('validation:required') }]}
          >
            <InputNumber<number>
              min={0.01}
              max={ORDER_LIMITS.maxPrice}
              inputMode="decimal"
              formatter={formatAmountInput}
              parser={parseAmount}
              size="large"
              style={{ width: '100%' }}
              data-testid="payment-amount"
            />
          </Form.Item>
          <Form.Item
            name="currency"
            label={t('payment.currency')}
            style={{ flex: '1 1 100px', marginBottom: 12 }}
            rules={[{ required: true, message: t('validation:required') }]}
          >
            <Select
              size="large"
              data-testid="payment-currency"
              options={Object.values(Currency).map((currency) => ({
                value: currency,
                title: currency,
                label: <span data-testid={`option-${currency}`}>{currency}</span>,
              }))}
            />
          </Form.Item>
        </Flex>
        <Form.Item
          name="comment"
          label={t('payment.comment')}
          dependencies={['amount', 'currency']}
          extra={t('payment.agreed', { price: formatMoney(agreed.price, agreed.currency) })}
          rules={[
            ({ getFieldsValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (differs(getFieldsValue() as PaymentValues) && !value?.trim()) {
                  throw new Error(t('validation:paymentCommentRequired'));
                }
              },
            }),
          ]}
        >
          <Input.TextArea
            rows={2}
            maxLength={TRIP_LIMITS.commentLength}
            data-testid="payment-comment"
          />
        </Form.Item>
        <Button
          type="primary"
          size="large"
          block
          icon={<SendOutlined />}
          // While the receipt is on its way the payment waits for it, not the other way round.
          loading={send.isPending || uploads.uploading}
          disabled={uploads.uploading}
          data-testid="payment-send"
          onClick={() => {
            // Without a receipt the form's own checks do not matter yet.
            if (!receipt) refuseWithoutReceipt();
            else form.submit();
          }}
        >
          {t('payment.send')}
        </Button>
      </Form>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Flex>
  );
}

interface PaymentSectionProps {
  order: OrderDetail;
  trip: TripView;
  side: OrderSide | null;
  /** The forwarder side may send the payment (allowed, or waiting for the receipt). */
  canPay: boolean;
  canReview: boolean;
}

/** The payment: the forwarder's form while due; afterwards what was paid and its receipt. */
export function PaymentSection({ order, trip, side, canPay, canReview }: PaymentSectionProps) {
  const { t } = useTranslation('trip');
  const { payment } = trip;
  const receipt = payment
    ? trip.files.find((file) => file.id === payment.receiptFileId)
    : undefined;
  if (!payment && !canPay) return null;
  return (
    <Flex vertical gap={12} data-testid="trip-payment">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('payment.title')}
      </Typography.Title>
      {payment && (
        <>
          <Descriptions
            size="small"
            column={1}
            data-testid="trip-payment-sent"
            items={[
              {
                key: 'amount',
                label: t('payment.amount'),
                children: formatMoney(payment.amount, payment.currency),
              },
              {
                key: 'sent',
                label: t('payment.sentAt'),
                children: `${formatDateTime(payment.sentAt)} · ${payment.sentBy.name}`,
              },
              ...(payment.comment
                ? [{ key: 'comment', label: t('payment.comment'), children: payment.comment }]
                : []),
            ]}
          />
          {receipt && (
            <OrderFileList orderId={order.id} files={[receipt]} side={side} canReview={canReview} />
          )}
        </>
      )}
      {canPay && <PaymentForm order={order} trip={trip} />}
    </Flex>
  );
}
