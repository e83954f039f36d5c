import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { figureTextKey, type FigureFormat } from '../model/figure-format';

/** A figure's name, and how the server computes it behind an info icon. */
export function FigureTitle({ figureId, format }: { figureId: string; format: FigureFormat }) {
  const { t } = format;
  const key = figureTextKey(figureId, format);
  const title = t(`${key}.title`);
  return (
    <Flex align="center" gap={4} style={{ minWidth: 0 }}>
      <Typography.Text strong style={{ whiteSpace: 'normal' }} data-testid="figure-title">
        {title}
      </Typography.Text>
      <Tooltip title={t(`${key}.definition`)}>
        <Button
          type="text"
          size="small"
          icon={<InfoCircleOutlined />}
          aria-label={t('analytics:definition', { title })}
          data-testid="figure-definition"
        />
      </Tooltip>
    </Flex>
  );
}
