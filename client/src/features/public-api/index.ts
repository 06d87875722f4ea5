// The public API's face to other features: the profile's API access section (keys, webhooks, deliveries).
export { ApiAccessSection } from './components/api-access-section';
