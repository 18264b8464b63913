// The partner module's public face: the partner and promoter programme (spec §7 Promoter module).
// Today it holds the promoters who joined from the personal centre; issues 14 and 15 grow it.
export { joinPromoter, promoterOf } from './promoters.ts';
