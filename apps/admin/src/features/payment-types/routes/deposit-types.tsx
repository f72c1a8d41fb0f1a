import { PaymentTypesScreen } from '../components/payment-types-screen';

/** Deposit Type: where players of the white label send their deposits. */
export function DepositTypesRoute() {
  return <PaymentTypesScreen purpose="deposit" />;
}
