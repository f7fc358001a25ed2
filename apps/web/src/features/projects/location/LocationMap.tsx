import { useEffect, useRef } from 'react';
import 'leaflet/dist/leaflet.css';
import { icon, type LeafletMouseEvent } from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, type LatLng } from './coordinates';

/**
 * Leaflet finds its marker pictures through a path read from its CSS, which a bundler's hashed
 * file names break: the pin names its pictures itself.
 */
const PIN = icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

interface LocationMapProps {
  /** The tile URL template of the deployment (bootstrap maps.tileUrl). */
  tileUrl: string;
  point: LatLng | null;
  /** Bumped when the point was set from outside the map (search, my location, typed), to centre on it. */
  focusKey: number;
  /** A click on the map, when the viewer may move the point. */
  onPick?: (point: LatLng) => void;
  /** Tiles that failed to load: the dialog says the map is unavailable and the form still works. */
  onTileError: () => void;
  markerTitle: string;
}

/** The project's map (Leaflet): the tiles, the pin, clicks that move it. Laid out left to right in every language. */
export function LocationMap({ tileUrl, point, focusKey, onPick, onTileError, markerTitle }: LocationMapProps) {
  const center = point ?? DEFAULT_MAP_CENTER;
  return (
    <MapContainer center={[center.lat, center.lng]} zoom={DEFAULT_MAP_ZOOM} style={{ height: '100%', width: '100%' }} attributionControl>
      <TileLayer url={tileUrl} attribution={OSM_ATTRIBUTION} eventHandlers={{ tileerror: onTileError }} />
      {point && <Marker position={[point.lat, point.lng]} icon={PIN} title={markerTitle} alt={markerTitle} keyboard={false} />}
      <Clicks onPick={onPick} />
      <Recentre point={point} focusKey={focusKey} />
    </MapContainer>
  );
}

function Clicks({ onPick }: { onPick?: (point: LatLng) => void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onPick?.({ lat: event.latlng.lat, lng: event.latlng.lng }),
  });
  return null;
}

/** Moves the map to a point chosen elsewhere; a click on the map itself leaves the view where it is. */
function Recentre({ point, focusKey }: { point: LatLng | null; focusKey: number }) {
  const map = useMap();
  const seen = useRef(focusKey);
  useEffect(() => {
    if (focusKey === seen.current || !point) return;
    seen.current = focusKey;
    map.setView([point.lat, point.lng], Math.max(map.getZoom(), DEFAULT_MAP_ZOOM));
  }, [focusKey, point, map]);
  return null;
}
