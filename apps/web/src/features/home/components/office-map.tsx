import { divIcon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { OFFICE } from '../office';

// A drawn pin instead of Leaflet's default image icon, whose URLs break under a bundler.
const officePin = divIcon({
  className: 'home-map-pin',
  html: '<span></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

interface OfficeMapProps {
  markerTitle: string;
  /** Tiles that cannot load (offline, blocked): the section shows the address instead. */
  onTilesFailed: () => void;
}

/** The office on an OpenStreetMap map (its own chunk: loaded near the viewport only). */
export default function OfficeMap({ markerTitle, onTilesFailed }: OfficeMapProps) {
  return (
    <MapContainer
      center={OFFICE.position}
      zoom={OFFICE.mapZoom}
      scrollWheelZoom={false}
      className="home-map-canvas"
    >
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        eventHandlers={{ tileerror: onTilesFailed }}
      />
      <Marker position={OFFICE.position} icon={officePin} title={markerTitle} alt={markerTitle} />
    </MapContainer>
  );
}
