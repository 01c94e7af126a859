/** What the proof's rows are asked to mark, from the page's address. */
interface ProofRow {
  token_id: string;
  reconciled: boolean | null;
}

/**
 * A painting page links to the proof with its token (`?token=`): that row is marked and brought
 * into view. The console's count of tokens whose chain and ledger disagree links with
 * `?disagreeing`: each of them is marked, and the first brought into view.
 */
export function markedRows(rows: readonly ProofRow[] | undefined, params: URLSearchParams) {
  const disagreeing = params.has('disagreeing');
  const first = rows?.find((row) => row.reconciled === false)?.token_id;
  const inView = params.get('token') ?? (disagreeing ? first : undefined) ?? null;
  return {
    /** The row to scroll to, if any. */
    inView,
    isMarked: (row: ProofRow) => row.token_id === inView || (disagreeing && row.reconciled === false),
  };
}
