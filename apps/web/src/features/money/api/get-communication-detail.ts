/**
 * GET api/user/communicationDetail lives in lib/communication-detail.ts: the header's money
 * shortcuts read it too, under the same query key.
 */
export { getCommunicationDetail, moneyWhatsappNumber, useCommunicationDetail } from '../../../lib/communication-detail';
