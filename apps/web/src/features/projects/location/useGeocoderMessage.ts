import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GeocoderError } from './geocoder';
import { GeolocationFailure } from './myLocation';

/** What to tell the user when the geocoder or the position request gave nothing (spec 2 section 8). */
export function useGeocoderMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof GeocoderError) {
        return error.kind === 'noResults' ? t('projects.location.noResults') : t('projects.location.geocoderFailed', { status: error.status });
      }
      if (error instanceof GeolocationFailure) return t(`projects.location.geolocation.${error.problem}`);
      return t('projects.location.geocoderFailed', { status: 'UNKNOWN_ERROR' });
    },
    [t],
  );
}
