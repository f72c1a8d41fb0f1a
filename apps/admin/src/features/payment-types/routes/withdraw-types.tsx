import { PaymentTypesScreen } from '../components/payment-types-screen';

/** Withdraw Type: the kinds of account players of the white label withdraw to. */
export function WithdrawTypesRoute() {
  return <PaymentTypesScreen purpose="withdraw" />;
}
