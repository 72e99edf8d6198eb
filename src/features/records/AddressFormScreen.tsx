import { useNavigate } from '@tanstack/react-router';
import type { AddressFields } from '../../contract/profile';
import { t, type MessageKey } from '../../i18n';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { addAddress, editAddress } from './addresses.api';
import { recordText } from './record-text';
import { RecordFormFrame } from './RecordFormFrame';
import { useMyEstates, useRecord } from './records.api';
import { useRecordForm } from './use-record-form';
import '../../i18n/areas/records';

const BLANK: AddressFields = { estateId: 0, standNo: '', streetNoOrUnitNo: '', streetName: '', suburbName: '', localityOrCity: '', addressPostalCode: '' };
type TextKey = Exclude<keyof AddressFields, 'estateId'>;
type Field = { key: TextKey; label: MessageKey; inputMode?: 'numeric' };
const STAND: Field = { key: 'standNo', label: 'addresses.stand' };
const AFTER_ESTATE: Field[] = [
  { key: 'streetNoOrUnitNo', label: 'addresses.streetNo' },
  { key: 'streetName', label: 'addresses.streetName' },
  { key: 'suburbName', label: 'addresses.suburb' },
  { key: 'localityOrCity', label: 'addresses.city' },
  { key: 'addressPostalCode', label: 'addresses.code', inputMode: 'numeric' },
];

/** /AddAddress and /EditAddress (spec 2.14): Stand/Block Number, Estate, Street No, Street Name, Suburb, City, Code. Save is in the header. */
export function AddressFormScreen({ addressID }: { addressID?: string | undefined }) {
  const navigate = useNavigate();
  const estates = useMyEstates();
  const existing = useRecord('addresses', addressID ?? '');
  const editing = Boolean(addressID);
  const record = useRecordForm<AddressFields>({
    table: 'addresses',
    rowId: addressID || undefined,
    initial: addressID ? existing && fieldsOf(existing) : BLANK,
    save: (form) => (addressID ? editAddress(addressID, form) : addAddress(form)),
    failure: recordText('addresses', editing ? 'editFailed' : 'addFailed'),
  });

  const field = (form: AddressFields, f: Field) => (
    <TextField
      key={f.key}
      name={f.key}
      label={t(f.label)}
      value={form[f.key]}
      {...(f.inputMode ? { inputMode: f.inputMode } : {})}
      onChange={(e) => record.set(f.key, e.target.value)}
    />
  );

  return (
    <RecordFormFrame
      kind="addresses"
      editing={editing}
      record={record}
      onBack={() => void navigate({ to: '/Addresses' })}
      saveIn="header"
      ready={estates !== undefined}
    >
      {(form) => (
        <>
          {field(form, STAND)}
          <SelectField label={t('addresses.estate')} value={form.estateId || ''} onChange={(e) => record.set('estateId', Number(e.target.value))}>
            <option value="">{t('records.select')}</option>
            {(estates ?? []).map((estate) => (
              <option key={estate.estateId} value={estate.estateId}>
                {estate.estateName}
              </option>
            ))}
          </SelectField>
          {AFTER_ESTATE.map((f) => field(form, f))}
        </>
      )}
    </RecordFormFrame>
  );
}

function fieldsOf({ estateId, standNo, streetNoOrUnitNo, streetName, suburbName, localityOrCity, addressPostalCode }: AddressFields): AddressFields {
  return { estateId, standNo, streetNoOrUnitNo, streetName, suburbName, localityOrCity, addressPostalCode };
}
