import { StarFilled } from '@ant-design/icons';
import { RATING_LEVELS, RatingLevel, ratingRequestSchema, TRIP_LIMITS } from '@freight/shared';
import { Alert, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodFormRule } from '../../../lib/forms/zod-form-rule';

export interface RatingValues {
  score: number;
  comment?: string;
}

interface RatingDialogProps {
  open: boolean;
  title: string;
  hint: string;
  okText: string;
  pending: boolean;
  failure: string | null;
  onSubmit: (values: RatingValues) => void;
  onCancel: () => void;
}

/** Five stars, the first `score` of them filled. */
export function RatingStars({ score }: { score: number }) {
  return (
    <span aria-hidden style={{ color: '#fadb14', whiteSpace: 'nowrap' }}>
      {RATING_LEVELS.map((name) => (
        <StarFilled key={name} style={{ opacity: RatingLevel[name] <= score ? 1 : 0.2 }} />
      ))}
    </span>
  );
}

/**
 * The spec's rating (§3): one of five labelled levels, terrible to excellent, and a comment.
 * Each level is a radio named by its label, big enough for a thumb.
 */
export function RatingDialog(props: RatingDialogProps) {
  const { open, title, hint, okText, pending, failure, onSubmit, onCancel } = props;
  const { t } = useTranslation('trip');
  const [form] = Form.useForm<{ score?: number; comment?: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'rating-submit' }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        data-testid="rating-dialog"
        onFinish={(values) => {
          if (typeof values.score !== 'number') return;
          const comment = values.comment?.trim();
          onSubmit({ score: values.score, comment: comment === '' ? undefined : comment });
        }}
      >
        <Form.Item
          name="score"
          label={t('rating.level')}
          rules={[
            zodFormRule(ratingRequestSchema, 'score', { toInput: (v) => ({ score: v.score }) }),
          ]}
        >
          <Radio.Group style={{ width: '100%' }}>
            <Flex vertical gap={4}>
              {[...RATING_LEVELS].reverse().map((name) => (
                <Radio
                  key={name}
                  value={RatingLevel[name]}
                  style={{ padding: '6px 0', fontSize: 16 }}
                  data-testid={`rating-level-${name}`}
                >
                  <Flex gap={8} align="center">
                    <RatingStars score={RatingLevel[name]} />
                    <span>{t(`rating.${name}`)}</span>
                  </Flex>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="comment" label={t('rating.comment')}>
          <Input.TextArea
            rows={3}
            maxLength={TRIP_LIMITS.commentLength}
            showCount
            data-testid="rating-comment"
          />
        </Form.Item>
      </Form>
      {failure && (
        <Alert type="error" showIcon role="alert" data-testid="rating-error" title={failure} />
      )}
    </Modal>
  );
}
