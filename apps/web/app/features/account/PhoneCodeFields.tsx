import { type Language, type SmsPurpose, VERIFICATION_CODE_LENGTH } from '@tallybook/domain';
import { box, Field, input } from '../../ui/form-parts';
import { CodeButton, type CodeButtonProps } from './CodeButton';

/** The phone number input of the login, WeChat binding and change-phone forms. */
export function PhoneField({
  id,
  label,
  value,
  onChange,
  placeholder,
  name,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  name?: string;
}) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={input}
      />
    </Field>
  );
}

/** The SMS code input with its send button (slide puzzle first) for the phone typed above it. */
export function SmsCodeField({
  id,
  label,
  value,
  onChange,
  phone,
  purpose,
  language,
  name,
  onRefused,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  phone: string;
  purpose: SmsPurpose;
  language: Language;
  name?: string;
  /** Where the server's refusal to send a code goes; a toast when not given. */
  onRefused?: CodeButtonProps['onRefused'];
}) {
  return (
    <Field id={id} label={label}>
      <div className="relative mt-1 flex gap-2">
        <input
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={box}
        />
        <CodeButton phone={phone} purpose={purpose} language={language} onRefused={onRefused} nextFieldId={id} />
      </div>
    </Field>
  );
}
