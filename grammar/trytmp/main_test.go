package try
import ("testing";"os";"fmt";"path/filepath";"github.com/mtgs/mtgs/grammar")
func TestTry(t *testing.T){
	files,_:=filepath.Glob(os.Getenv("F"))
	for _,f:=range files{ b,_:=os.ReadFile(f); _,err:=grammar.Parse(filepath.Base(f),b); if err!=nil{fmt.Println(err)} else {fmt.Println("ok",f)} }
}
