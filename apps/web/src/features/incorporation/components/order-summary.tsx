// The receipt is shared with the client area (adding a service shows the same breakdown); it lives in components/ui.
export { OrderSummary, type SummaryLine } from '../../../components/ui/order-summary';
