import { AimOutlined, ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { ORDER_LIMITS, RoutePointType } from '@freight/shared';
import { Button, Card, Col, Flex, Form, Input, Row, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberField } from './number-field';
import { orderFieldProps } from './order-field-rule';

const TYPE_COLORS: Record<RoutePointType, string> = {
  [RoutePointType.LOADING]: 'blue',
  [RoutePointType.INTERMEDIATE]: 'default',
  [RoutePointType.UNLOADING]: 'green',
};

interface RoutePointCardProps {
  /** The Form.List item's name: its index in the route. */
  name: number;
  type: RoutePointType;
  /** 1-based, as the map numbers the points. */
  number: number;
  editable: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
  /** This point takes the next click on the map as its position. */
  picking: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
  onPick: () => void;
}

/** One stop of the route: where, whom to call there, and optionally its map position. */
export function RoutePointCard(props: RoutePointCardProps) {
  const { name, type, number, editable } = props;
  const { t } = useTranslation('orders');
  const title = t(`routePointType.${type}`);
  const fieldProps = (field: string) => orderFieldProps(['route', String(name), field]);

  const controls = editable && (
    <Flex gap={4} wrap>
      <Tooltip title={t('route.moveUp')}>
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={t('route.moveUpNamed', { number })}
          data-testid="route-point-up"
          disabled={!props.canMoveUp}
          onClick={props.onMoveUp}
        />
      </Tooltip>
      <Tooltip title={t('route.moveDown')}>
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={t('route.moveDownNamed', { number })}
          data-testid="route-point-down"
          disabled={!props.canMoveDown}
          onClick={props.onMoveDown}
        />
      </Tooltip>
      <Tooltip title={t('route.remove')}>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('route.removeNamed', { number })}
          data-testid="route-point-remove"
          disabled={!props.canRemove}
          onClick={props.onRemove}
        />
      </Tooltip>
    </Flex>
  );

  return (
    <div data-testid="route-point" data-type={type} data-index={name}>
      <Card
        size="small"
        title={
          <Flex align="center" gap={8} wrap>
            <Tag color={TYPE_COLORS[type]} style={{ marginInlineEnd: 0 }}>
              {number}
            </Tag>
            <span>{title}</span>
          </Flex>
        }
        extra={controls}
        role="group"
        aria-label={`${number}. ${title}`}
      >
        <Row gutter={12}>
          <Col xs={24} sm={10}>
            <Form.Item name={[name, 'city']} label={t('route.city')} {...fieldProps('city')}>
              <Input data-testid="route-point-city" maxLength={ORDER_LIMITS.cityLength} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14}>
            <Form.Item
              name={[name, 'address']}
              label={t('route.address')}
              {...fieldProps('address')}
            >
              <Input data-testid="route-point-address" maxLength={ORDER_LIMITS.addressLength} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name={[name, 'contactPerson']}
              label={t('route.contactPerson')}
              {...fieldProps('contactPerson')}
            >
              <Input
                data-testid="route-point-contact"
                maxLength={ORDER_LIMITS.contactPersonLength}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={[name, 'phone']} label={t('route.phone')} {...fieldProps('phone')}>
              <Input data-testid="route-point-phone" type="tel" placeholder="+7 701 000 00 00" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              label={t('route.coordinates')}
              extra={editable ? t('route.coordinatesHint') : undefined}
            >
              <Flex gap={8} wrap>
                <Form.Item name={[name, 'lat']} noStyle {...fieldProps('lat')}>
                  <NumberField
                    testId="route-point-lat"
                    aria-label={t('route.lat')}
                    placeholder={t('route.lat')}
                    min={-90}
                    max={90}
                    step={0.0001}
                    style={{ flex: '1 1 110px', maxWidth: 170 }}
                  />
                </Form.Item>
                <Form.Item name={[name, 'lng']} noStyle {...fieldProps('lng')}>
                  <NumberField
                    testId="route-point-lng"
                    aria-label={t('route.lng')}
                    placeholder={t('route.lng')}
                    min={-180}
                    max={180}
                    step={0.0001}
                    style={{ flex: '1 1 110px', maxWidth: 170 }}
                  />
                </Form.Item>
                {editable && (
                  <Button
                    icon={<AimOutlined />}
                    type={props.picking ? 'primary' : 'default'}
                    aria-pressed={props.picking}
                    data-testid="route-point-pick"
                    onClick={props.onPick}
                  >
                    {props.picking ? t('route.pickingOnMap') : t('route.pickOnMap')}
                  </Button>
                )}
              </Flex>
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </div>
  );
}
