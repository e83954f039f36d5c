import type { ResponseOptions } from '@freight/shared';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** What Form.Item hands a control, plus the caller's choices and the control's test mark. */
type ChoiceSelectProps = Pick<SelectProps, 'value' | 'onChange' | 'id'> & {
  choices: ResponseOptions | undefined;
  loading: boolean;
  testId: string;
};

const markedOption: SelectProps['optionRender'] = (option) => (
  <span data-testid={`option-${String(option.value)}`}>{option.label}</span>
);

/** One of the company's choices as a searchable select, each option marked for the tests. */
function FleetSelect({
  placeholder,
  options,
  testId,
  ...props
}: Omit<ChoiceSelectProps, 'choices' | 'loading'> &
  Pick<SelectProps, 'loading' | 'placeholder' | 'options'>) {
  return (
    <Select
      {...props}
      data-testid={testId}
      showSearch={{ optionFilterProp: 'label' }}
      virtual={false}
      placeholder={placeholder}
      options={options}
      optionRender={markedOption}
    />
  );
}

/** The company's eligible drivers, as a response and a booking (issue 32) both choose one. */
export function DriverSelect({ choices, ...props }: ChoiceSelectProps) {
  const { t } = useTranslation('orders');
  return (
    <FleetSelect
      {...props}
      placeholder={t('responses.chooseDriver')}
      options={(choices?.drivers ?? []).map((driver) => ({
        value: driver.id,
        label: `${driver.name} · ${driver.iin}`,
      }))}
    />
  );
}

/** The company's vehicles in service, as a response and a booking both choose one. */
export function VehicleSelect({ choices, ...props }: ChoiceSelectProps) {
  const { t } = useTranslation('orders');
  return (
    <FleetSelect
      {...props}
      placeholder={t('responses.chooseVehicle')}
      options={(choices?.vehicles ?? []).map((vehicle) => ({
        value: vehicle.id,
        label: `${vehicle.plateNumber} · ${vehicle.brand} ${vehicle.model}`,
      }))}
    />
  );
}
