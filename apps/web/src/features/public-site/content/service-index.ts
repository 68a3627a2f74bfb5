/** Lives in the contract (the chatbot in the API answers from the same content). */
export * from '@quayside/contract/site-content/service-index';
