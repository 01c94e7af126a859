import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useReferralOwner } from '../api/registration.ts';
import { readReferral, writeReferral, type ReferralRecord } from './local-records.ts';

/**
 * The referral of SPEC §3: a `?referral=` in the address replaces the kept record; the
 * partner's e-mail is asked for once and kept with it. An unknown code is forgotten.
 */
export function useReferral(): { record: ReferralRecord | null; loading: boolean; decline: () => void } {
  const [params] = useSearchParams();
  const fromAddress = params.get('referral')?.trim() || null;
  const [record, setRecord] = useState<ReferralRecord | null>(() => {
    const kept = readReferral();
    return fromAddress && fromAddress !== kept?.token ? { token: fromAddress, email: null } : kept;
  });
  const owner = useReferralOwner(record && !record.email ? record.token : null);

  useEffect(() => {
    if (!record) return;
    if (owner.data) {
      const next = { token: record.token, email: owner.data.email };
      writeReferral(next);
      setRecord(next);
    } else if (owner.error instanceof ApiError && owner.error.status === 404) {
      writeReferral(null);
      setRecord(null);
    } else if (!record.email) {
      writeReferral(record);
    }
  }, [owner.data, owner.error]); // eslint-disable-line react-hooks/exhaustive-deps

  // Someone who was not invited by them (a shared computer, a link passed on) registers without it.
  const decline = () => {
    writeReferral(null);
    setRecord(null);
  };
  return { record, loading: owner.isLoading, decline };
}
