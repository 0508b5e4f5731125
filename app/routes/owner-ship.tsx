import { OwnerPage, ownerPageMeta } from '#app/features/owner/owner-page.tsx'
import { ShipFlow } from '#app/features/owner/ship-flow.tsx'

const TITLE = 'Mark an Order as Shipped'

export const meta = ownerPageMeta({
  title: TITLE,
  description: 'The practice’s own page for recording a shipment.',
  path: '/owner/ship',
})

/** The signed link from the owner's order notice: prerendered without its token, read in the browser. */
export default function OwnerShip() {
  return (
    <OwnerPage title={TITLE}>
      <ShipFlow />
    </OwnerPage>
  )
}
