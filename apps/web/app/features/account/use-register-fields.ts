import { type Language, message, phoneProblem, verificationCodeProblem } from '@tallybook/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { isAcceptablePassword } from './password-rules';

/** What a form asks besides the phone: the registration asks all of it, the login's other modes a part. */
export interface FieldsAsked {
  code: boolean;
  newPassword: boolean;
  terms: boolean;
}

const REGISTRATION: FieldsAsked = { code: true, newPassword: true, terms: true };

/**
 * The registration's fields (phone, SMS code, password, the terms agreed) and their check in the
 * browser, shared by the login page (whose other modes use the same fields) and the form other pages
 * embed (RegisterForm). `check()` says the first problem in the site's words; the server checks all
 * of it again.
 */
export function useRegisterFields(language: Language, initialPhone = '') {
  const { t } = useTranslation('login');
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const check = (asked: FieldsAsked = REGISTRATION): string | undefined => {
    const phoneIssue = phoneProblem(phone);
    if (phoneIssue) return message(language, phoneIssue);
    const codeIssue = asked.code ? verificationCodeProblem(code) : undefined;
    if (codeIssue) return message(language, codeIssue);
    if (asked.newPassword && !isAcceptablePassword(password)) return t('passwordRule');
    if (asked.terms && !agreed) return message(language, 'termsRequired');
    return undefined;
  };
  return { phone, setPhone, code, setCode, password, setPassword, agreed, setAgreed, check };
}
