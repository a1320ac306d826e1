import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReferencePicker, type ReferenceFieldProps } from '../../kit/ReferencePicker.js';
import { useWorkspaceLocations } from './location-queries.js';

export interface LocationPickerProps extends ReferenceFieldProps {
  /** The saved location (edit), shown even before the list is read, or if it is not among the workspace's. */
  saved?: { id: string; name: string } | null;
}

/**
 * One of the workspace's locations, or none: where a QR code hangs or an event is held. Shared by the QR code and
 * event forms.
 */
export function LocationPicker(props: LocationPickerProps) {
  const { t } = useTranslation();
  return (
    <ReferencePicker
      {...props}
      icon={MapPin}
      list={useWorkspaceLocations()}
      texts={{
        label: t('location.picker_label'),
        none: t('location.picker_none'),
        gone: t('location.picker_gone'),
        empty: t('location.picker_empty'),
        create: t('location.create'),
      }}
      createPath="/location/new"
    />
  );
}
