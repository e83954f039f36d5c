import { RoutePointType } from '@freight/shared';
import { Typography } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MapContainer,
  Marker,
  Polyline,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';

export interface MapPoint {
  /** The point's number in the route (1 = loading). */
  number: number;
  type: RoutePointType;
  lat: number;
  lng: number;
  label: string;
}

interface RouteMapProps {
  points: MapPoint[];
  /** Set while a point waits for its position: the next click on the map gives it. */
  onPick?: (lat: number, lng: number) => void;
}

/** Kazakhstan as a whole, before any point has a position. */
const DEFAULT_CENTER: L.LatLngTuple = [48.0, 67.0];
const DEFAULT_ZOOM = 4;
const MAP_HEIGHT = 320;

const MARKER_COLORS: Record<RoutePointType, string> = {
  [RoutePointType.LOADING]: '#1677ff',
  [RoutePointType.INTERMEDIATE]: '#8c8c8c',
  [RoutePointType.UNLOADING]: '#389e0d',
};

/** Numbered markers drawn with HTML: no marker images to load, so nothing breaks offline. */
function markerIcon(point: MapPoint): L.DivIcon {
  return L.divIcon({
    className: '',
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    html: `<span style="display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4);background:${MARKER_COLORS[point.type]};color:#fff;font-weight:600;font-size:13px">${point.number}</span>`,
  });
}

/** Frames the points whenever their positions change (not on every keystroke elsewhere). */
function FitToPoints({ points }: { points: MapPoint[] }) {
  const map = useMap();
  const positions = JSON.stringify(points.map((point) => [point.lat, point.lng]));
  useEffect(() => {
    const latLngs = JSON.parse(positions) as L.LatLngTuple[];
    // A map without a size yet (hidden, or a test's document) cannot be framed.
    if (latLngs.length === 0 || map.getSize().x === 0) return;
    const [only] = latLngs;
    if (latLngs.length === 1 && only) map.setView(only, 10);
    else map.fitBounds(L.latLngBounds(latLngs), { padding: [32, 32], maxZoom: 12 });
  }, [map, positions]);
  return null;
}

function PickOnClick({ onPick }: { onPick?: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (event) => onPick?.(event.latlng.lat, event.latlng.lng) });
  return null;
}

/**
 * The route on an OpenStreetMap background. Without a connection the background stays grey
 * and says so, while the points and the line between them still show.
 */
export function RouteMap({ points, onPick }: RouteMapProps) {
  const { t } = useTranslation('orders');
  const [tilesFailed, setTilesFailed] = useState(false);
  const line = useMemo(
    () => points.map((point) => [point.lat, point.lng] as L.LatLngTuple),
    [points],
  );

  return (
    <div
      data-testid="route-map"
      data-points={points.length}
      data-picking={onPick ? 'true' : 'false'}
      style={{ position: 'relative' }}
    >
      <MapContainer
        center={DEFAULT_CENTER}
        zoom={DEFAULT_ZOOM}
        scrollWheelZoom={false}
        // Leaflet's own zoom buttons are named in English; these in the reader's language.
        zoomControl={false}
        style={{
          height: MAP_HEIGHT,
          width: '100%',
          borderRadius: 8,
          cursor: onPick ? 'crosshair' : undefined,
          background: '#e8eef3',
        }}
        aria-label={t('route.mapLabel')}
      >
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <ZoomControl zoomInTitle={t('route.zoomIn')} zoomOutTitle={t('route.zoomOut')} />
        <FitToPoints points={points} />
        <PickOnClick onPick={onPick} />
        {line.length > 1 && <Polyline positions={line} pathOptions={{ color: '#1677ff' }} />}
        {points.map((point) => (
          <Marker key={point.number} position={[point.lat, point.lng]} icon={markerIcon(point)}>
            <Tooltip>
              {point.number}. {point.label || t(`routePointType.${point.type}`)}
            </Tooltip>
          </Marker>
        ))}
      </MapContainer>
      {tilesFailed && (
        <Typography.Text
          type="secondary"
          data-testid="route-map-offline"
          style={{
            position: 'absolute',
            top: 8,
            right: 8,
            maxWidth: 'calc(100% - 64px)',
            zIndex: 500,
            background: 'rgba(255,255,255,.85)',
            padding: '2px 8px',
            borderRadius: 4,
            fontSize: 12,
          }}
        >
          {t('route.tilesUnavailable')}
        </Typography.Text>
      )}
      {points.length === 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
          {t('route.mapEmpty')}
        </Typography.Text>
      )}
    </div>
  );
}
