import { PlusOutlined } from '@ant-design/icons';
import { ORDER_LIMITS, routePointTypeAt } from '@freight/shared';
import { Alert, Button, Card, Col, Flex, Form, Row, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFormValues, RoutePointValues } from './order-form-values';
import type { MapPoint } from './route-map';
import { RoutePointCard } from './route-point-card';

// Leaflet is sizeable and only order screens need it.
const RouteMap = lazy(() => import('./route-map').then((module) => ({ default: module.RouteMap })));

const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** The points that have a position, numbered as the cards are. */
export function mapPointsOf(route: OrderFormValues['route']): MapPoint[] {
  // A card being added holds no values yet: the form's array has a hole there.
  const points: (RoutePointValues | undefined)[] = route ?? [];
  return points.flatMap((point, index) =>
    typeof point?.lat === 'number' && typeof point.lng === 'number'
      ? [
          {
            number: index + 1,
            type: routePointTypeAt(index, points.length),
            lat: point.lat,
            lng: point.lng,
            label: [point.city, point.address].filter(Boolean).join(', '),
          },
        ]
      : [],
  );
}

/**
 * The route: loading first, unloading last, intermediate stops between, reordered with the
 * arrow buttons (types follow the position), and a map of the points that have a position.
 * A point's position is typed in or picked with a click on the map.
 */
export function RouteEditor({ editable }: { editable: boolean }) {
  const { t } = useTranslation('orders');
  const form = Form.useFormInstance<OrderFormValues>();
  const route = Form.useWatch('route', form);
  const [picking, setPicking] = useState<number | null>(null);

  const pickAt = (lat: number, lng: number) => {
    if (picking === null) return;
    const point = ['route', picking] as const;
    form.setFieldValue([...point, 'lat'], roundCoordinate(lat));
    form.setFieldValue([...point, 'lng'], roundCoordinate(lng));
    void form
      .validateFields([
        [...point, 'lat'],
        [...point, 'lng'],
      ])
      .catch(() => undefined);
    setPicking(null);
  };

  return (
    <Card title={t('form.sections.route')} size="small" data-testid="route-editor">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Form.List name="route">
            {(fields, { add, remove, move }, { errors }) => (
              <Flex vertical gap={12}>
                {fields.map((field, index) => (
                  <RoutePointCard
                    key={field.key}
                    name={field.name}
                    number={index + 1}
                    type={routePointTypeAt(index, fields.length)}
                    editable={editable}
                    canMoveUp={index > 0}
                    canMoveDown={index < fields.length - 1}
                    canRemove={fields.length > ORDER_LIMITS.minRoutePoints}
                    picking={picking === index}
                    onMoveUp={() => {
                      setPicking(null);
                      move(index, index - 1);
                    }}
                    onMoveDown={() => {
                      setPicking(null);
                      move(index, index + 1);
                    }}
                    onRemove={() => {
                      setPicking(null);
                      remove(index);
                    }}
                    onPick={() => setPicking(picking === index ? null : index)}
                  />
                ))}
                <Form.ErrorList errors={errors} />
                {editable && (
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    data-testid="route-add-point"
                    disabled={fields.length >= ORDER_LIMITS.maxRoutePoints}
                    // A new stop goes before the unloading point, which stays last.
                    onClick={() => {
                      setPicking(null);
                      add({}, Math.max(fields.length - 1, 0));
                    }}
                  >
                    {t('route.addPoint')}
                  </Button>
                )}
              </Flex>
            )}
          </Form.List>
        </Col>
        <Col xs={24} xl={10}>
          <div style={{ position: 'sticky', top: 72 }}>
            {picking !== null && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 8 }}
                title={t('route.pickHint', { number: picking + 1 })}
              />
            )}
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 320 }} />}>
              <RouteMap
                points={mapPointsOf(route)}
                onPick={picking === null ? undefined : pickAt}
              />
            </Suspense>
          </div>
        </Col>
      </Row>
    </Card>
  );
}
