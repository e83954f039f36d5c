import { allPlaces, type PlaceCode } from '@freight/shared';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceName } from '../lib/i18n/place-names';

interface PlaceSelectProps extends Omit<
  SelectProps<PlaceCode | PlaceCode[]>,
  'options' | 'showSearch'
> {
  testId: string;
}

/**
 * A place of the gazetteer (one, or several with `mode="multiple"`), searchable by its name in
 * the app's language: countries, then regions, then cities, each named with what contains it,
 * so two Khorgoses can be told apart; a country or region stands for every place inside it.
 */
export function PlaceSelect({ testId, ...props }: PlaceSelectProps) {
  const { t, i18n } = useTranslation();
  const name = usePlaceName();
  const options = useMemo(
    () =>
      allPlaces().map((place) => {
        const own = name(place.code);
        const [region = ''] = place.code.split(':');
        const outer = place.kind === 'CITY' ? region : region.slice(0, 2);
        // A city that is its own region (Almaty, Astana) is not named twice.
        const within = place.kind === 'COUNTRY' || name(outer) === own ? '' : name(outer);
        return {
          value: place.code,
          label: within ? `${own}, ${within}` : own,
          kind: t(`placeKind.${place.kind}`),
        };
      }),
    // The names change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.language],
  );
  return (
    <Select<PlaceCode | PlaceCode[]>
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      // A few hundred short options: all in the page, so a test or a screen reader finds any.
      virtual={false}
      {...props}
      data-testid={testId}
      options={options}
      optionRender={(option) => (
        <span data-testid={`option-${String(option.value)}`}>
          {option.data.label}{' '}
          <span style={{ opacity: 0.55, fontSize: 12 }}>{option.data.kind}</span>
        </span>
      )}
    />
  );
}
