/** What other features use of services: how an order's status, money and times are shown. */
export { orderStatusLabel } from "./components/order-status-badge";
export { formatMessageTime } from "./order-dates";
export { formatMoney } from "./order-money";
