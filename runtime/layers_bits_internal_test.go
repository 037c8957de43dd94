package runtime

import "testing"

// TestLayerBitTable checks layerBit's table against the list of layers:
// bit i for allLayers[i], none for any other value.
func TestLayerBitTable(t *testing.T) {
	for v := 0; v < 1<<8; v++ {
		var want uint16
		for i, l := range allLayers {
			if Layer(v) == l {
				want = 1 << i
			}
		}
		if got := layerBit(Layer(v)); got != want {
			t.Errorf("layerBit(%d) = %b, want %b", v, got, want)
		}
	}
}
